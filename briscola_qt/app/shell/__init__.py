"""The application around the table: the main window, its menus, toolbar and dialogs, the
preferences, the rules help, About, the self-test, the command line and the crash report."""
