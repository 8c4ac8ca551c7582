"""The Qt app: session controller, Qt models, the table scene, dialogs and the window."""
