"""The window paints first and opens the database behind it (`mindkeep` with no command)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from elsewhere import told_elsewhere
from folders import assert_untouched, folder_snapshot
from PySide6.QtCore import Qt

from app.bootstrap import build_core
from app.domain.errors import Code
from app.i18n import current_language
from app.startup import start_window
from app.ui.qt.language import install_qt_translations

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def started(qtbot):
    """start_window(...) shown, closed afterwards; the app's language put back to English."""
    opened = []

    def start(url: str, data_dir=None):
        _app, window, outcome = start_window(url, data_dir)
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        opened.append((window, outcome))
        return window, outcome

    yield start
    for window, outcome in opened:
        window.close()
        window.tasks.wait(30000)
        if outcome.core is not None:
            outcome.core.close()
    install_qt_translations("en")
    from PySide6.QtWidgets import QApplication

    QApplication.instance().setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def _sidebar(window):
    m = window.sidebar.model
    return [
        (
            m.index(r, 0).data(),
            [m.index(c, 0, m.index(r, 0)).data() for c in range(m.rowCount(m.index(r, 0)))],
        )
        for r in range(m.rowCount())
    ]


def test_the_frame_shows_first_then_spaces_and_sessions_arrive(qtbot, core, session, started):
    url = str(core.db.engine.url)
    told_elsewhere(
        core,
        core.chat.add_message(
            session.id, source="user", text="Remember that deploys happen on Fridays."
        ),
    )
    window, outcome = started(url)
    assert not window.is_attached()
    assert window.pages.currentWidget() is window.start_page
    assert window.start_page.title_label.text() == "Opening your Spaces and Memory…"
    assert (
        not window.sidebar.new_space_button.isEnabled() and not window.menus.act_memory.isEnabled()
    )
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass
    assert outcome.error is None
    assert window.start_page is None
    assert window.pages.currentWidget() is window.chat_page
    assert _sidebar(window) == [("Release work", ["Sprint"])]
    assert window.current.id == session.id
    assert window.chat_page.model.rowCount() == 1
    assert window.sidebar.new_space_button.isEnabled() and window.menus.act_memory.isEnabled()


def test_the_first_start_writes_the_welcome_in_the_system_language(
    qtbot, tmp_path, monkeypatch, started
):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    window, _outcome = started(f"sqlite:///{tmp_path / 'new.db'}")
    assert (
        window.start_page.title_label.text() == "Ihre Bereiche und Ihr Gedächtnis werden geöffnet…"
    )
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass
    assert _sidebar(window) == [("Willkommen", ["So funktioniert das Gedächtnis"])]


def test_keys_typed_while_the_data_opens_reach_the_composer(qtbot, tmp_path, started):
    """Who types at once, while the start page still says the data is opening, loses nothing:
    the words and the Enter are given to the composer when it comes (the message is sent);
    a shortcut typed then is no text."""
    window, outcome = started(f"sqlite:///{tmp_path / 'new.db'}")
    assert window.start_page is not None and window.start_page.opening()
    qtbot.keyClicks(window, "Use tabs, not spaces")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.keyClicks(window, "draft")
    qtbot.keyClick(window, Qt.Key.Key_Backspace)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass
    core = outcome.core

    def sent() -> list[str]:
        return [m.text for m in core.chat.messages(window.current.id) if m.source.value == "user"]

    qtbot.waitUntil(lambda: sent() == ["Use tabs, not spaces"], timeout=30000)
    assert window.chat_page.composer.toPlainText() == "draf"
    assert window.pages.currentWidget() is window.chat_page


def test_a_message_sent_on_the_first_screen_goes_when_the_services_come(
    qtbot, core, session, started, monkeypatch
):
    """The first screen is painted before the services are attached: Enter there keeps the
    words in the composer (they were cleared and lost before) and sends them once they come."""
    import threading

    import app.startup as startup

    gate = threading.Event()
    build = startup.build_core
    monkeypatch.setattr(startup, "build_core", lambda *a: gate.wait(30) and build(*a))
    window, _outcome = started(str(core.db.engine.url))
    with qtbot.waitSignal(window.sig_content_shown, timeout=30000):
        pass
    assert not window.is_attached()
    composer = window.chat_page.composer
    qtbot.keyClicks(composer, "Deploys are on Fridays")
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    assert composer.toPlainText() == "Deploys are on Fridays"
    gate.set()
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass

    def sent() -> list[str]:
        return [m.text for m in core.chat.messages(session.id) if m.source.value == "user"]

    qtbot.waitUntil(lambda: sent() == ["Deploys are on Fridays"], timeout=30000)
    assert composer.toPlainText() == ""


def test_the_saved_language_is_used_before_the_database_opens(qtbot, core, started, monkeypatch):
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    told_elsewhere(core, core.settings.set_language("fr"))
    url = str(core.db.engine.url)
    core.close()
    window, _outcome = started(url)
    assert current_language() == "fr"
    assert window.start_page.title_label.text() == "Ouverture de vos Espaces et de votre Mémoire…"
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass
    assert current_language() == "fr"
    assert window.menus.file_menu.title() == "&Fichier"


def test_a_language_switch_reaches_the_start_page_and_leaves_no_stale_listener(
    qtbot, core, session, started, caplog
):
    window, _outcome = started(str(core.db.engine.url))
    window.apply_language("ja")
    assert window.start_page.title_label.text() == "スペースとメモリを開いています…"
    window.apply_language("en")
    with qtbot.waitSignal(window.sig_ready, timeout=30000):
        pass
    qtbot.wait(50)  # the start page is deleted on the next turn of the event loop
    window.apply_language("de")
    assert window.menus.file_menu.title() == "&Datei"
    assert "language listener failed" not in caplog.text


def _quit_visible(window) -> bool:
    return window.start_page is not None and window.start_page.quit_button.isVisible()


def test_a_damaged_file_is_explained_in_the_window_and_left_as_it_was(qtbot, tmp_path, started):
    path = tmp_path / "mindkeep.db"
    path.write_bytes(b"SQLite format 3\x00" + os.urandom(8000))
    before = folder_snapshot(tmp_path)
    window, outcome = started(f"sqlite:///{path}", tmp_path)
    qtbot.waitUntil(lambda: _quit_visible(window), timeout=30000)
    assert not window.is_attached()
    assert outcome.error.code is Code.DATABASE_ERROR
    page = window.start_page
    assert page.title_label.text() == "Mindkeep cannot open its data. The file was left as it is."
    assert str(path) in page.detail_label.text()
    assert page.folder_button.isVisible()
    assert_untouched(tmp_path, before)
    qtbot.mouseClick(page.quit_button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_a_newer_schema_is_explained_as_needing_an_update(
    qtbot, db_url, _migrated_template, started
):
    import shutil
    import sqlite3

    path = Path(db_url.removeprefix("sqlite:///"))
    shutil.copyfile(_migrated_template, path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE alembic_version SET version_num = 'ffff_from_the_future'")
    conn.commit()
    conn.close()
    before = folder_snapshot(path.parent)
    window, outcome = started(db_url)
    qtbot.waitUntil(lambda: _quit_visible(window), timeout=30000)
    assert outcome.error.code is Code.SCHEMA_TOO_NEW
    assert window.start_page.title_label.text().startswith("This data was saved by a newer version")
    assert_untouched(path.parent, before)


def test_the_command_reports_a_damaged_file_after_the_window_closes(tmp_path):
    """`mindkeep` shows the error in its window; once the user quits, the error goes to
    stderr and the exit code is 1, as for every other command."""
    path = tmp_path / "mindkeep.db"
    path.write_bytes(b"garbage" * 1000)
    script = textwrap.dedent(f"""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        import app.cli

        def quit_when_explained():
            for w in QApplication.topLevelWidgets():
                page = getattr(w, "start_page", None)
                if page is not None and page.quit_button.isVisible():
                    page.quit_button.click()
                    return
            QTimer.singleShot(20, quit_when_explained)

        QTimer.singleShot(0, quit_when_explained)
        raise SystemExit(app.cli.main(["--db", {f"sqlite:///{path}"!r}, "--json"]))
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MINDKEEP_HOME": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr
    error = json.loads(proc.stderr.strip().splitlines()[-1])["error"]
    assert error["code"] == "database_error"
    assert str(path) in error["message"]
    assert path.read_bytes() == b"garbage" * 1000


def test_the_frame_paints_before_the_database_layer_is_imported(tmp_path):
    """What keeps the first paint fast: nothing of SQLAlchemy, the services or Babel is
    imported until the frame has painted; the first screen (Spaces, Sessions, the newest
    messages with their times, a tool call's among them) is painted before SQLAlchemy, the
    services, Babel and OpenSSL (hashlib) too, and before the chat's presenter, the checker of
    replies (the compliance package), the rules of writing Memory (their state machine), the
    approvals' rules (a tool call's row needs only its words: app.domain.tools.call_text) and
    the receipts' renderer (the first screen reads no receipt), the tool servers' rules (a tool
    call's row splits its name with the call's words) and the secrets' rules, and the services are not begun
    before it has painted; the chat page itself, the domain's nouns (which the
    command line's grammar names) and the services' Changes are imported only after the frame
    has painted. The database layer and the services are there
    once the window is ready; the Memory page is built, and the checker's reader of rules
    loaded, only when it is first shown. Nor are the Python enums of QStyle built before the first screen
    (PySide makes them all at once, ~10 ms, the first time QStyle is touched), yet the
    window is drawn in Fusion. Nor are the binding's folder dialog and URL classes built before
    the frame has painted (their Python enums), nor an English window's catalog read (it says
    each message as written), nor `html` imported, nor the events' classes built that an event
    filter on the frame's widgets made the binding build."""
    url = _session_with_a_tool_call(tmp_path)
    script = textwrap.dedent(f"""
        import gettext, json, sys
        import PySide6.QtCore as core
        import PySide6.QtWidgets as widgets
        from app.cli.run import parse_args
        from app.startup import start_window

        catalogs = []  # the gettext catalogs parsed (an English window's is said as written)
        parse = gettext.GNUTranslations._parse
        gettext.GNUTranslations._parse = lambda self, fp: (catalogs.append(fp.name), parse(self, fp))
        # The binding's classes the frame does not show (built when first asked for).
        # Nor the events' classes an event filter's first plain QEvent made it build.
        unshown = lambda: [n for n, m in (("QFileDialog", widgets), ("QUrl", core),
                                          ("QDesktopServices", sys.modules["PySide6.QtGui"]),
                                          ("QFocusEvent", sys.modules["PySide6.QtGui"]))
                           if n in m.__dict__]

        heavy = ("sqlalchemy", "alembic", "app.storage.engine.database", "app.services.memory",
                 "app.agent.loop", "babel", "openai", "app.ui.pages.memory.page", "hashlib",
                 "app.ui.pages.chat.presenter", "app.domain.compliance", "app.domain.memory.rules.state",
                 "app.ui.delegates.receipt_render", "app.domain.tools.approvals", "difflib",
                 "shlex", "app.domain.tools.servers", "app.domain.memory.rules.secrets")
        after_the_frame = ("app.ui.pages.chat.page", "app.ui.delegates.message_delegate",
                           "app.domain.model", "app.services.changes", "app.ui.models.tool_text",
                           "html")
        args = parse_args(["--db", {url!r}])
        app, window, outcome = start_window(args.db, args.data_dir)
        seen = {{}}
        window.sig_first_painted.connect(
            lambda: (seen.setdefault("painted", [m for m in heavy + after_the_frame
                                                 if m in sys.modules] + unshown() + catalogs),
                     seen.setdefault("styled", bool(app.styleSheet()))))
        window.sig_content_shown.connect(
            lambda: (seen.setdefault("content", [m for m in heavy if m in sys.modules]
                                     + ["QStyle"] * ("QStyle" in widgets.__dict__)),
                     seen.setdefault("rows", window.chat_page.model.rowCount()),
                     seen.setdefault("started", outcome.started)))
        window.sig_ready.connect(lambda: (seen.setdefault("ready", [m for m in heavy if m in sys.modules]),
                                          app.setStyleSheet(""),  # the style under the sheet's
                                          seen.setdefault("style", app.style().name()), app.quit()))
        window.show()
        app.exec()
        print(json.dumps(seen))
    """)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "MINDKEEP_HOME": str(tmp_path),
        "LANG": "en_US.UTF-8",
        "LC_ALL": "en_US.UTF-8",
    }
    proc = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["painted"] == [] and seen["styled"]  # the frame is drawn with the style sheet
    assert seen["content"] == []
    assert seen["rows"] == 2  # the tool call's row is in the first screen, said in its words
    assert not seen["started"]  # the services are opened once the first screen has painted
    assert seen["style"] == "fusion"
    assert {"sqlalchemy", "app.storage.engine.database", "app.services.memory"} <= set(
        seen["ready"]
    )
    assert "app.ui.pages.chat.presenter" in seen["ready"]
    # The checker's reader of rules (~1.7 MB, window_peak_rss) waits for the Memory page.
    assert "app.domain.compliance" not in seen["ready"]
    assert "app.ui.pages.memory.page" not in seen["ready"]


def test_a_second_start_compiles_none_of_the_methods_dataclasses_write(tmp_path):
    """The methods @dataclass writes (as source text) for the classes the frame and the first
    screen make are compiled by one start and reused by the next (app.deferred
    .keep_generated_code): compiling them was ~2-4 M instructions a class, 22 classes before
    the first screen of a Session with a tool call."""
    url = _session_with_a_tool_call(tmp_path)
    script = textwrap.dedent(f"""
        import json, sys
        from app.cli.run import parse_args
        from app.startup import start_window

        compiled = []  # the texts @dataclass wrote that were compiled before the first screen
        def heard(event, args):
            text = args[0].decode() if event == "compile" and isinstance(args[0], bytes) else ""
            if text.startswith("def __create_fn__") and not seen:  # what @dataclass writes
                compiled.append(text[:80])
        seen = {{}}
        sys.addaudithook(heard)
        args = parse_args(["--db", {url!r}])
        app, window, outcome = start_window(args.db, args.data_dir)
        window.sig_content_shown.connect(
            lambda: seen.setdefault("rows", window.chat_page.model.rowCount()))
        window.sig_ready.connect(app.quit)  # the worker has kept what was compiled by then
        window.show()
        app.exec()
        print(json.dumps({{"compiled": compiled, **seen}}))
    """)
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")
    }
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "MINDKEEP_HOME": str(tmp_path),
        "LANG": "en_US.UTF-8",
        "LC_ALL": "en_US.UTF-8",
    }

    def start() -> dict:
        proc = subprocess.run(
            [sys.executable, "-c", script],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout.strip().splitlines()[-1])

    start()
    again = start()
    assert again["rows"] == 2  # the same first screen, its tool call's row among it
    assert again["compiled"] == []


def test_the_window_state_is_kept_under_the_same_key_as_before(tmp_path):
    """The Session and page in use are stored per database under sha256(url)[:16]; reading
    the hash without hashlib must not lose what earlier versions stored."""
    import hashlib

    from app.startup import _window_state_of

    for url in (
        "sqlite:////home/me/mindkeep.db",
        "postgresql://me:secret@db.example/mk",
        "sqlite:///ü.db",
    ):
        assert _window_state_of(url, tmp_path).key == hashlib.sha256(url.encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    "run",
    [
        "startup.run_window({url!r}, {home!r})",
        # The installed command, which holds the collector while a command starts.
        "sys.argv = ['mindkeep', '--db', {url!r}, '--data-dir', {home!r}]; cli.main()",
    ],
)
def test_the_running_app_sets_what_the_start_made_aside_once_ready(tmp_path, run):
    """`mindkeep` (run_window, or the command): once the window is ready, the objects the start
    made are set aside from the cycle collector (frozen), so its full passes while the user
    works are short; the collector itself is on."""
    url = f"sqlite:///{tmp_path / 'mindkeep.db'}"
    build_core(url).close()
    script = textwrap.dedent(f"""
        import gc, json, sys
        from app import cli, startup

        opened = startup.start_window

        def start(*args, **kwargs):
            app, window, outcome = opened(*args, **kwargs)
            from PySide6.QtCore import QTimer

            def report():
                print(json.dumps({{"frozen": gc.get_freeze_count(), "collecting": gc.isenabled()}}))
                app.quit()

            window.sig_ready.connect(lambda: QTimer.singleShot(0, report))  # after every other slot
            return app, window, outcome

        startup.start_window = start
        {run.format(url=url, home=str(tmp_path))}
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MINDKEEP_HOME": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["collecting"] and seen["frozen"] > 10_000


def _session_with_a_tool_call(tmp_path) -> str:
    """A database whose one Session holds a user's message and a tool call's result (the first
    screen then reads and shows both); its URL."""
    url = f"sqlite:///{tmp_path / 'mindkeep.db'}"
    core = build_core(url)
    space = told_elsewhere(core, core.chat.create_space("Work"))
    plans = told_elsewhere(core, core.chat.create_session(space.id, title="Plans"))
    told_elsewhere(core, core.chat.add_message(plans.id, source="user", text="Hello"))
    told_elsewhere(
        core,
        core.chat.add_message(
            plans.id,
            source="tool",
            text="On branch main",
            meta={"tool": "git__git_status", "arguments": {"repo_path": "/r"}, "ran": {"ok": True}},
        ),
    )
    core.close()
    return url
