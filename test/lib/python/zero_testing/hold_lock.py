"""Holds a POSIX record lock on a file, as another zero-run would.

    python3 -m zero_testing.hold_lock FILE "HOLDER LINE" SECONDS

Creates FILE, locks it (fcntl F_SETLKW, what zero-run's checkpoint
directory lock takes), writes the holder line into it, then sleeps SECONDS
(or until killed) and exits, which drops the lock.
"""

import fcntl
import os
import sys
import time


def main():
    path, holder, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    fcntl.lockf(fd, fcntl.LOCK_EX)
    os.ftruncate(fd, 0)
    os.write(fd, (holder + "\n").encode())
    time.sleep(seconds)


if __name__ == "__main__":
    main()
