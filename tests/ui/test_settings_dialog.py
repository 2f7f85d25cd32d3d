"""The Settings dialog stores language and model choices, keeps API keys out of the database,
and exports and imports Memory with a report of what was refused."""

import gettext
import json

import keyring
import pytest
from elsewhere import told_elsewhere
from keyring.backend import KeyringBackend
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialogButtonBox, QLineEdit, QSpinBox

from app import i18n
from app.agent import keys
from app.i18n import map_os_locale
from app.ui.dialogs.settings import SettingsDialog

SECRET_KEY = "sk-mk-test-9f8e7d6c5b4a39281706"


@pytest.fixture
def open_dialog(qtbot, core, tmp_path):
    """Open the Settings dialog as the main window would (shown, for one Session or none)."""

    def make(session_id=None):
        dlg = SettingsDialog(core, core.data_dir, session_id)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        return dlg

    return make


@pytest.fixture
def no_keyring(monkeypatch):
    """This machine has no OS keyring; make that explicit so the test means the same everywhere."""
    monkeypatch.setattr(keys, "has_keyring", lambda: False)


class MemoryKeyring(KeyringBackend):
    """A keyring that keeps passwords in a dict (stands in for the OS keyring)."""

    priority = 1

    def __init__(self):
        super().__init__()
        self.saved: dict[tuple[str, str], str] = {}

    def set_password(self, service, username, password):
        self.saved[(service, username)] = password

    def get_password(self, service, username):
        return self.saved.get((service, username))

    def delete_password(self, service, username):
        self.saved.pop((service, username), None)


@pytest.fixture
def os_keyring():
    """An OS keyring is available for this test."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def click(qtbot, dlg, which):
    qtbot.mouseClick(dlg.buttons.button(which), Qt.MouseButton.LeftButton)


def click_radio(qtbot, radio):
    """Click a radio button on its indicator (the widget is wider than what reacts to a click)."""
    qtbot.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))


def type_into(qtbot, edit, text):
    edit.clear()
    qtbot.keyClicks(edit, text)


def fill_server(qtbot, dlg, *, base_url, model, key="", timeout=None):
    dlg.tabs.setCurrentIndex(1)
    click_radio(qtbot, dlg.model_tab.server_radio)
    type_into(qtbot, dlg.model_tab.base_url_edit, base_url)
    type_into(qtbot, dlg.model_tab.model_edit, model)
    if key:
        type_into(qtbot, dlg.model_tab.api_key_edit, key)
    if timeout is not None:
        dlg.model_tab.timeout_spin.setValue(timeout)


def database_bytes(tmp_path) -> bytes:
    """Every byte SQLite wrote for this test's database (main file, WAL and journal)."""
    return b"".join(p.read_bytes() for p in sorted(tmp_path.glob("mindkeep.db*")))


def all_entries(core, session_id):
    refs = [core.memory.scope_ref(session_id, sc) for sc in ("session", "space", "user")]
    return [
        e
        for ref in refs
        for e in core.memory.list_entries(ref, statuses=["active", "archived", "suggested"])
    ]


# ------------------------------------------------------------------ language


def test_language_list_shows_system_and_the_eleven_languages_in_their_own_names(open_dialog):
    """The language list offers the system's language and each locale named in its own language."""
    dlg = open_dialog()
    combo = dlg.general_tab.language_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names == [
        "System language",
        "English",
        "简体中文",
        "繁體中文",
        "日本語",
        "한국어",
        "Français",
        "Deutsch",
        "Español",
        "Italiano",
        "Русский",
        "العربية",
    ]
    assert combo.currentText() == "System language"


def test_choosing_a_language_and_ok_stores_it_and_announces_it(qtbot, core, open_dialog):
    """Picking Deutsch and pressing OK stores it and tells the window to switch to de."""
    dlg = open_dialog()
    dlg.general_tab.language_combo.setCurrentIndex(
        dlg.general_tab.language_combo.findText("Deutsch")
    )
    with qtbot.waitSignal(dlg.sig_language_chosen, timeout=2000) as blocker:
        click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert blocker.args == ["de"]
    assert core.settings.language() == "de"
    assert not dlg.isVisible()


def test_system_language_is_stored_as_none_and_announced_as_the_os_locale(qtbot, core, open_dialog):
    """Going back to the system language with Apply stores "follow the system" and names its locale."""
    told_elsewhere(core, core.settings.set_language("fr"))
    dlg = open_dialog()
    assert dlg.general_tab.language_combo.currentText() == "Français"
    dlg.general_tab.language_combo.setCurrentIndex(0)
    with qtbot.waitSignal(dlg.sig_language_chosen, timeout=2000) as blocker:
        click(qtbot, dlg, QDialogButtonBox.StandardButton.Apply)
    assert blocker.args == [map_os_locale(QLocale.system().name())]
    assert core.settings.language() is None
    assert dlg.isVisible()


def test_cancel_stores_nothing(qtbot, core, open_dialog):
    """Cancel closes the dialog and leaves every setting as it was."""
    dlg = open_dialog()
    dlg.general_tab.language_combo.setCurrentIndex(
        dlg.general_tab.language_combo.findText("日本語")
    )
    fill_server(qtbot, dlg, base_url="http://localhost:11434/v1", model="llama3.1")
    with qtbot.assertNotEmitted(dlg.sig_language_chosen):
        click(qtbot, dlg, QDialogButtonBox.StandardButton.Cancel)
    assert core.settings.language() is None
    assert core.settings.model().base_url is None
    assert not dlg.isVisible()


# ------------------------------------------------------------------ model provider


def test_model_settings_are_saved_and_shown_again_when_the_dialog_reopens(
    qtbot, core, open_dialog, no_keyring
):
    """A server, model and timeout saved with OK are what the dialog shows next time."""
    dlg = open_dialog()
    fill_server(qtbot, dlg, base_url="http://localhost:11434/v1/", model="llama3.1", timeout=120)
    with qtbot.waitSignal(dlg.sig_model_saved, timeout=2000):
        click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    stored = core.settings.model()
    assert (stored.base_url, stored.model, stored.timeout) == (
        "http://localhost:11434/v1",
        "llama3.1",
        120.0,
    )

    again = open_dialog()
    again.tabs.setCurrentIndex(1)
    assert again.model_tab.server_radio.isChecked()
    assert again.model_tab.base_url_edit.text() == "http://localhost:11434/v1"
    assert again.model_tab.model_edit.text() == "llama3.1"
    assert again.model_tab.timeout_spin.value() == 120
    assert again.model_tab.base_url_edit.isEnabled()


def test_choosing_the_offline_assistant_clears_the_server(qtbot, core, open_dialog, no_keyring):
    """Switching back to the built-in assistant forgets the server; its fields are disabled."""
    told_elsewhere(core, core.settings.set_model(base_url="http://localhost:1234/v1", model="qwen"))
    dlg = open_dialog()
    dlg.tabs.setCurrentIndex(1)
    click_radio(qtbot, dlg.model_tab.offline_radio)
    assert not dlg.model_tab.base_url_edit.isEnabled()
    click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert core.settings.model().configured is False


def test_a_bad_base_url_shows_an_error_keeps_the_dialog_open_and_stores_nothing(
    qtbot, core, open_dialog
):
    """ "localhost:11434" without http:// is refused with a message; neither model nor language is stored."""
    dlg = open_dialog()
    dlg.general_tab.language_combo.setCurrentIndex(
        dlg.general_tab.language_combo.findText("Español")
    )
    fill_server(qtbot, dlg, base_url="localhost:11434", model="llama3.1")
    with qtbot.assertNotEmitted(dlg.sig_language_chosen):
        click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert dlg.isVisible()
    assert dlg.error_label.isVisible()
    assert "must start with http:// or https://" in dlg.error_label.text()
    assert core.settings.model().base_url is None
    assert core.settings.language() is None

    type_into(qtbot, dlg.model_tab.base_url_edit, "http://localhost:11434/v1")
    click(qtbot, dlg, QDialogButtonBox.StandardButton.Apply)
    assert not dlg.error_label.isVisible()
    assert core.settings.model().base_url == "http://localhost:11434/v1"


def test_a_base_url_with_a_key_in_it_is_refused_saying_where_the_key_goes(qtbot, core, open_dialog):
    """Issue 30: "…/v1?api_key=…" is not stored: the dialog stays open and says to give the
    URL without the key and the key as the API key; the database holds no model and no key."""
    dlg = open_dialog()
    fill_server(
        qtbot, dlg, base_url="https://llm.example.com/v1?api_key=sk-SECRET-999999", model="gpt"
    )
    click(qtbot, dlg, QDialogButtonBox.StandardButton.Apply)
    assert dlg.isVisible() and dlg.error_label.isVisible()
    assert "never stores one" in dlg.error_label.text()
    assert "API key" in dlg.error_label.text()
    assert core.settings.model().base_url is None


def test_without_a_keyring_the_key_stays_out_of_the_database_and_a_note_says_so(
    qtbot, core, open_dialog, no_keyring, tmp_path
):
    """With no OS keyring the user is told the key lasts only this run, and SQLite never sees it."""
    dlg = open_dialog()
    fill_server(
        qtbot, dlg, base_url="https://api.example.com/v1", model="gpt-4o-mini", key=SECRET_KEY
    )
    assert dlg.model_tab.api_key_edit.echoMode() == QLineEdit.EchoMode.Password
    assert dlg.model_tab.key_note.isVisible()
    assert (
        "No system keyring: the key is kept only while Mindkeep runs"
        in dlg.model_tab.key_note.text()
    )
    click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert core.settings.model().base_url == "https://api.example.com/v1"
    assert dlg.session_api_key == SECRET_KEY
    core.close()  # checkpoint the WAL so every written byte is on disk
    data = database_bytes(tmp_path)
    assert data and SECRET_KEY.encode() not in data


def test_with_a_keyring_the_key_goes_to_the_keyring_not_the_database(
    qtbot, core, open_dialog, os_keyring, tmp_path
):
    """With an OS keyring the key is stored there, and the dialog says it is kept in the keyring."""
    dlg = open_dialog()
    fill_server(
        qtbot, dlg, base_url="https://api.example.com/v1", model="gpt-4o-mini", key=SECRET_KEY
    )
    assert "system keyring, never in Mindkeep's database" in dlg.model_tab.key_note.text()
    click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert keys.load_key("https://api.example.com/v1") == SECRET_KEY
    assert dlg.session_api_key is None
    again = open_dialog()
    assert again.model_tab.api_key_edit.text() == ""
    assert "Stored in the system keyring" in again.model_tab.api_key_edit.placeholderText()
    core.close()
    assert SECRET_KEY.encode() not in database_bytes(tmp_path)


def test_the_hint_names_the_servers_that_work(open_dialog):
    """The model page tells the user which kinds of servers they can connect."""
    dlg = open_dialog()
    dlg.tabs.setCurrentIndex(1)
    hint = dlg.model_tab.server_hint.text()
    for name in ("OpenAI", "Ollama", "LM Studio", "llama.cpp", "vLLM"):
        assert name in hint
    assert dlg.model_tab.base_url_edit.placeholderText() == "http://localhost:11434/v1"


# ------------------------------------------------------------------ data folder


def test_data_folder_is_shown_as_selectable_text_with_an_open_button(open_dialog, core):
    """The General page shows the data folder's path, which the user can select and copy."""
    dlg = open_dialog()
    assert dlg.general_tab.data_path_label.isVisible()
    assert dlg.general_tab.data_path_label.text() == str(core.data_dir)
    assert (
        dlg.general_tab.data_path_label.textInteractionFlags()
        & Qt.TextInteractionFlag.TextSelectableByMouse
    )
    assert (
        dlg.general_tab.open_folder_button.isVisible()
        and dlg.general_tab.open_folder_button.text() == "Open folder"
    )


# ------------------------------------------------------------------ Memory export / import


@pytest.fixture
def remembered(core, session):
    """Session "Sprint" with a saved fact, a Space constraint and a Personal preference."""
    mem = core.memory
    told_elsewhere(
        core,
        core.decisions.add_entry(
            mem.scope_ref(session.id, "session"), kind="fact", content="Deploys happen on Fridays"
        ),
    )
    told_elsewhere(
        core,
        core.decisions.add_entry(
            mem.scope_ref(session.id, "space"),
            kind="constraint",
            content="Create a branch for every task",
        ),
    )
    told_elsewhere(
        core,
        core.decisions.add_entry(
            mem.scope_ref(session.id, "user"), kind="preference", content="Answer briefly"
        ),
    )
    return session


def test_export_json_and_markdown_write_the_entries(qtbot, open_dialog, remembered, tmp_path):
    """Export writes a JSON file that keeps provenance and a readable Markdown file, and says so."""
    dlg = open_dialog(remembered.id)
    dlg.tabs.setCurrentIndex(2)
    json_path = tmp_path / "memory.json"
    assert dlg.memory_tab.export_to(json_path, "json")
    data = json.loads(json_path.read_text(encoding="utf-8"))
    assert data["format"] == "mindkeep-memory"
    assert sorted(e["content"] for e in data["entries"]) == [
        "Answer briefly",
        "Create a branch for every task",
        "Deploys happen on Fridays",
    ]
    assert {e["source"] for e in data["entries"]} == {"user_confirmed"}
    assert dlg.memory_tab.memory_result_label.isVisible()
    assert dlg.memory_tab.memory_result_label.text() == f"Exported 3 entries to {json_path}."

    md_path = tmp_path / "memory.md"
    assert dlg.memory_tab.export_to(md_path, "markdown")
    text = md_path.read_text(encoding="utf-8")
    assert text.startswith("# Mindkeep Memory")
    for content in (
        "Deploys happen on Fridays",
        "Create a branch for every task",
        "Answer briefly",
    ):
        assert content in text
    assert "Confirmed by you" in text


def test_the_export_buttons_ask_where_and_write_there(
    qtbot, open_dialog, remembered, tmp_path, monkeypatch
):
    """Each export button asks for a file (offering a name in the home folder) and writes its
    format there; cancelling the question writes nothing."""
    from PySide6.QtWidgets import QFileDialog

    dlg = open_dialog(remembered.id)
    dlg.tabs.setCurrentIndex(2)
    asked = []
    answer = [""]

    def ask(_parent, title, where, _filters):
        asked.append((title, where))
        return answer[0], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    qtbot.mouseClick(dlg.memory_tab.export_json_button, Qt.MouseButton.LeftButton)
    assert asked[-1][0] == "Export Memory as JSON" and asked[-1][1].endswith("mindkeep-memory.json")
    assert list(tmp_path.glob("*.json")) == []  # cancelled
    for button, name, check in (
        (
            dlg.memory_tab.export_json_button,
            "out.json",
            lambda text: json.loads(text)["format"] == "mindkeep-memory",
        ),
        (
            dlg.memory_tab.export_markdown_button,
            "out.md",
            lambda text: text.startswith("# Mindkeep Memory"),
        ),
        (
            dlg.memory_tab.export_agents_button,
            "AGENTS.md",
            lambda text: "Create a branch for every task" in text,
        ),
    ):
        answer[0] = str(tmp_path / name)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert check((tmp_path / name).read_text(encoding="utf-8")), name


def test_import_into_another_session_reports_imported_and_refused(
    qtbot, core, open_dialog, remembered, tmp_path
):
    """Importing an export into another Space's Session saves new entries and lists each refusal."""
    path = tmp_path / "memory.json"
    data = core.transfer.export_entries(remembered.id)
    data["entries"].append(
        {"scope": "session", "kind": "fact", "content": "The api_key = sk-live-abcdef123456"}
    )
    path.write_text(json.dumps(data), encoding="utf-8")
    other_space = told_elsewhere(core, core.chat.create_space("Client A"))
    other = told_elsewhere(core, core.chat.create_session(other_space.id, title="Kick-off"))

    dlg = open_dialog(other.id)
    dlg.tabs.setCurrentIndex(2)
    report = dlg.memory_tab.import_from(path)
    assert report is not None
    # Session and Space entries are new there; the Personal one is already saved; the secret is refused.
    assert dlg.memory_tab.memory_result_label.text() == "2 imported, 2 refused"
    lines = dlg.memory_tab.refused_lines()
    assert dlg.memory_tab.refused_list.isVisible() and len(lines) == 2
    assert any("already in Memory" in line for line in lines)
    assert any("looks like a secret" in line for line in lines)
    imported = {
        (e.scope.value, e.content, e.source.value)
        for e in all_entries(core, other.id)
        if e.content != "Answer briefly"
    }
    assert imported == {
        ("session", "Deploys happen on Fridays", "imported"),
        ("space", "Create a branch for every task", "imported"),
    }


def test_import_of_a_file_that_is_not_json_shows_an_error_and_writes_nothing(
    qtbot, core, open_dialog, remembered, tmp_path
):
    """A non-JSON file is refused with a clear message and the database is unchanged."""
    path = tmp_path / "notes.json"
    path.write_text("Deploys happen on Fridays, remember?", encoding="utf-8")
    before = all_entries(core, remembered.id)
    dlg = open_dialog(remembered.id)
    dlg.tabs.setCurrentIndex(2)
    assert dlg.memory_tab.import_from(path) is None
    assert dlg.memory_tab.memory_result_label.isVisible()
    assert (
        dlg.memory_tab.memory_result_label.text()
        == f"{path} is not a JSON file. Choose a Memory export saved as JSON."
    )
    assert not dlg.memory_tab.refused_list.isVisible()
    assert all_entries(core, remembered.id) == before


def test_import_of_json_that_is_not_an_export_shows_an_error(
    qtbot, core, open_dialog, remembered, tmp_path
):
    """Valid JSON that is not a Mindkeep export is refused as a whole."""
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"entries": [{"content": "x"}]}), encoding="utf-8")
    before = all_entries(core, remembered.id)
    dlg = open_dialog(remembered.id)
    dlg.tabs.setCurrentIndex(2)
    assert dlg.memory_tab.import_from(path) is None
    assert "is not a Mindkeep Memory export" in dlg.memory_tab.memory_result_label.text()
    assert all_entries(core, remembered.id) == before


def test_without_a_session_export_and_import_are_disabled_with_a_note(open_dialog, tmp_path):
    """With no Session chosen the Memory buttons are off and the page says why."""
    dlg = open_dialog(None)
    dlg.tabs.setCurrentIndex(2)
    for button in (
        dlg.memory_tab.export_json_button,
        dlg.memory_tab.export_markdown_button,
        dlg.memory_tab.import_button,
    ):
        assert button.isVisible() and not button.isEnabled()
    assert dlg.memory_tab.memory_note.text().startswith("Choose a Session first")
    assert dlg.memory_tab.export_to(tmp_path / "x.json", "json") is False
    assert not (tmp_path / "x.json").exists()


class ShoutingCatalog(gettext.NullTranslations):
    """A stand-in catalog whose "translation" is the text in capitals."""

    def gettext(self, message):
        return message.upper()

    def ngettext(self, singular, plural, n):
        return (singular if n == 1 else plural).upper()

    def pgettext(self, context, message):
        return message.upper()


def test_switching_language_retranslates_the_open_dialog(qtbot, open_dialog, session, monkeypatch):
    """When the app switches language while the dialog is open, its visible text follows."""
    dlg = open_dialog(session.id)
    monkeypatch.setattr(i18n.gettext, "translation", lambda *args, **kwargs: ShoutingCatalog())
    try:
        i18n.set_language("de")
        assert dlg.windowTitle() == "SETTINGS"
        assert dlg.tabs.tabText(1) == "MODEL"
        assert dlg.general_tab.language_combo.itemText(0) == "SYSTEM LANGUAGE"
        assert (
            dlg.general_tab.language_combo.itemText(7) == "Deutsch"
        )  # names stay in their own language
        assert dlg.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "CANCEL"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")
    assert dlg.windowTitle() == "Settings"


# ------------------------------------------------------------------ accessibility


def test_every_control_has_an_accessible_name_and_takes_keyboard_focus(open_dialog, session):
    """Screen readers get a name for each control, and each one can be reached with Tab."""
    dlg = open_dialog(session.id)
    controls = (
        dlg.findChildren(QAbstractButton)
        + dlg.findChildren(QLineEdit)
        + dlg.findChildren(QComboBox)
        + dlg.findChildren(QSpinBox)
    )
    controls = [
        c
        for c in controls
        if c.parent() is not None
        and c.objectName() != "qt_spinbox_lineedit"
        and not c.inherits("QTabBar")
        and c.window() is dlg
        and not isinstance(c.parent(), (QComboBox, QSpinBox))
    ]
    assert len(controls) >= 13
    for control in controls:
        name = control.accessibleName() or (control.text() if hasattr(control, "text") else "")
        assert name, control
        assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, control


def test_the_model_may_propose_readings_only_when_turned_on(qtbot, core, open_dialog, no_keyring):
    """Off by default; turned on with a server it is stored; the offline assistant disables it
    and stores it off."""
    assert core.settings.propose_readings() is False
    dlg = open_dialog()
    fill_server(qtbot, dlg, base_url="http://localhost:11434/v1", model="llama3.1")
    assert dlg.model_tab.propose_box.isEnabled() and not dlg.model_tab.propose_box.isChecked()
    dlg.model_tab.propose_box.setChecked(True)
    with qtbot.waitSignal(dlg.sig_model_saved, timeout=2000):
        click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert core.settings.propose_readings() is True
    again = open_dialog()
    again.tabs.setCurrentIndex(1)
    assert again.model_tab.propose_box.isChecked()
    click_radio(qtbot, again.model_tab.offline_radio)
    assert not again.model_tab.propose_box.isEnabled()
    with qtbot.waitSignal(again.sig_model_saved, timeout=2000):
        click(qtbot, again, QDialogButtonBox.StandardButton.Ok)
    assert core.settings.propose_readings() is False


def test_the_context_window_is_set_in_the_dialog_and_ask_the_server_is_none(
    qtbot, core, open_dialog, no_keyring
):
    """Settings → Model's context window is stored with OK; “Ask the server” (0) stores None."""
    dlg = open_dialog()
    fill_server(qtbot, dlg, base_url="http://localhost:11434/v1", model="llama3.1")
    assert dlg.model_tab.window_spin.value() == 0
    assert dlg.model_tab.window_spin.text() == "Ask the server"
    dlg.model_tab.window_spin.setValue(8192)
    with qtbot.waitSignal(dlg.sig_model_saved, timeout=2000):
        click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert core.settings.model().context_window == 8192

    again = open_dialog()
    assert again.model_tab.window_spin.value() == 8192
    again.tabs.setCurrentIndex(1)
    again.model_tab.window_spin.setValue(0)
    with qtbot.waitSignal(again.sig_model_saved, timeout=2000):
        click(qtbot, again, QDialogButtonBox.StandardButton.Ok)
    assert core.settings.model().context_window is None


def test_a_context_window_too_small_is_refused_and_nothing_is_stored(
    qtbot, core, open_dialog, no_keyring
):
    """100 tokens is refused with the allowed range, the field focused; the model is not saved."""
    dlg = open_dialog()
    fill_server(qtbot, dlg, base_url="http://localhost:11434/v1", model="llama3.1")
    dlg.model_tab.window_spin.setValue(100)
    click(qtbot, dlg, QDialogButtonBox.StandardButton.Ok)
    assert dlg.isVisible()
    assert "512" in dlg.error_label.text() and "Ask the server" in dlg.error_label.text()
    assert core.settings.model().base_url is None
    assert core.settings.model().context_window is None
