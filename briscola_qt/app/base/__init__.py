"""What every part of the app stands on: where files go, the language, the settings, the
animation speeds and the guard around painting."""
