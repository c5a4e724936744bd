# -*- Python -*-
# Runs every GoogleTest binary named *Tests under build/test/Unit, one lit test
# per gtest case.

import os

import lit.formats

config.name = "ZERO-Unit"
config.suffixes = []
config.test_exec_root = os.path.join(config.zero_obj_root, "test", "Unit")
config.test_source_root = config.test_exec_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
