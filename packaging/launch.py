"""The frozen app's entry point (PyInstaller runs this script as __main__)."""

import multiprocessing
import sys

# First of all: a child process of the frozen app (the coach's analysis) is this same
# program started again; freeze_support runs the child's work there and exits.
multiprocessing.freeze_support()

if sys.argv[1:2] == ["--net-check"]:  # (the installers' test of the network, on loopback)
    from briscola_qt.net.loopback import main as net_check

    sys.exit(net_check(sys.argv[2:]))

from briscola_qt.app.shell.main import main  # noqa: E402

sys.exit(main())
