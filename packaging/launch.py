"""The frozen app's entry point (PyInstaller runs this script as __main__)."""

import os
import sys

# Qt reads an empty QT_QPA_PLATFORM as unset; so must the app, or --self-test and
# --screenshot keep it and abort without a display instead of drawing offscreen.
if not os.environ.get("QT_QPA_PLATFORM", "").strip():
    os.environ.pop("QT_QPA_PLATFORM", None)

from briscola_qt.app.main import main

sys.exit(main())
