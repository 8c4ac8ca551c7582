"""The frozen app's entry point (PyInstaller runs this script as __main__)."""

import sys

from briscola_qt.app.main import main

sys.exit(main())
