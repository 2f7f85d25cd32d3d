"""Dialogs: windows opened over the main window for one task (Settings, …)."""
