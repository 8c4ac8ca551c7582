"""Test-wide setup: Qt runs offscreen, and this must happen before anything imports Qt."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
