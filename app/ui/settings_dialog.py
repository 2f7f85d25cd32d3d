"""The Settings dialog's first import path, kept so `from app.ui.settings_dialog import
SettingsDialog` still works: the dialog lives in `app/ui/dialogs/` (the dialog in
`settings.py`, one module per tab beside it)."""

from app.ui.dialogs.settings import SettingsDialog
from app.ui.dialogs.settings_general import language_autonym
from app.ui.dialogs.settings_model import BASE_URL_EXAMPLE, DEFAULT_TIMEOUT

__all__ = ["BASE_URL_EXAMPLE", "DEFAULT_TIMEOUT", "SettingsDialog", "language_autonym"]
