"""The composition root: paths, database, services, tools, i18n, and (lazily) the window.

Qt is imported only inside the window functions, so command-line use stays fast. The
services, and SQLAlchemy beneath them, are imported inside `build_core`, so the window can
paint its frame first and open the database afterwards (`start_window`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from app import APP_ID, APP_NAME

if TYPE_CHECKING:
    from app.agent.loop import AgentRunner
    from app.agent.providers import ModelProvider
    from app.agent.tools import ToolRegistry
    from app.services.chat import ChatService
    from app.services.events import EventBus
    from app.services.memory import Decisions, MemoryQueries, Proposals, Transfer
    from app.services.settings import SettingsService
    from app.storage.database import Database

DB_FILE = "mindkeep.db"


def resolve_data_dir(data_dir: str | os.PathLike | None = None) -> Path:
    """--data-dir, else MINDKEEP_HOME, else the platform's user data folder."""
    chosen = data_dir or os.environ.get("MINDKEEP_HOME")
    if not chosen:
        from platformdirs import user_data_dir

        chosen = user_data_dir(APP_NAME, appauthor=False)
    return Path(chosen).expanduser()


def resolve_db_url(db: str | None = None, data_dir: str | os.PathLike | None = None) -> str:
    """--db, else MINDKEEP_DB_URL, else the SQLite file in the data folder."""
    if db:
        return db
    if os.environ.get("MINDKEEP_DB_URL") and not data_dir:
        return os.environ["MINDKEEP_DB_URL"]
    return f"sqlite:///{resolve_data_dir(data_dir) / DB_FILE}"


def resources_dir() -> Path:
    """Icons and other resources: beside the package in a checkout, in the bundle when frozen."""
    import sys

    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent)) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


class Core(NamedTuple):
    """Everything but the window: what the CLI, the agent and the UI share."""

    db: Database
    bus: EventBus
    memory: MemoryQueries  # reading Memory
    proposals: Proposals  # the agent's and the explicit-request saver's writes
    decisions: Decisions  # the user's writes
    transfer: Transfer  # export and import
    chat: ChatService
    settings: SettingsService
    tools: ToolRegistry
    data_dir: Path

    def close(self) -> None:
        self.db.dispose()


def build_core(db: str | None = None, data_dir: str | os.PathLike | None = None) -> Core:
    """Open (and migrate) the database and wire the services."""
    from app.agent.tools import default_registry
    from app.services.chat import ChatService
    from app.services.events import EventBus, ValuesSkipped
    from app.services.memory import Decisions, MemoryQueries, Proposals, Transfer
    from app.services.settings import SettingsService
    from app.storage.database import open_database

    url = resolve_db_url(db, data_dir)
    database = open_database(url)
    bus = EventBus()
    database.skipped.subscribe(lambda items: bus.publish(ValuesSkipped(tuple(items))))
    proposals = Proposals(database, bus)
    return Core(
        db=database,
        bus=bus,
        memory=MemoryQueries(database, bus),
        proposals=proposals,
        decisions=Decisions(database, bus),
        transfer=Transfer(database, bus),
        chat=ChatService(database, bus, proposals),
        settings=SettingsService(database),
        tools=default_registry(),
        data_dir=resolve_data_dir(data_dir),
    )


def copy_database(
    target_url: str, *, db: str | None = None, data_dir: str | os.PathLike | None = None
) -> dict:
    """`mindkeep db copy --to URL`: the chosen database, whole, into an empty one (verified)."""
    from app.storage.copy import copy_database as copy

    return copy(resolve_db_url(db, data_dir), target_url).to_json()


def follow_changes(core: Core) -> None:
    """Keep the window up to date with other programs' changes to its database (until the
    core is closed): LISTEN/NOTIFY on PostgreSQL, the data version of a SQLite file."""
    from app.services.live import follow_other_instances

    follow_other_instances(core.db, core.bus)


def make_provider(
    core: Core,
    *,
    base_url: str | None = None,
    model: str | None = None,
    timeout: float | None = None,
    api_key: str | None = None,
) -> ModelProvider:
    """The model for this run: options, then MINDKEEP_MODEL_* env vars, then stored settings,
    else the built-in offline assistant."""
    from app.agent.offline import OfflineAssistant
    from app.agent.providers import ModelConfig, OpenAICompatibleProvider
    from app.services.settings import check_base_url

    stored = core.settings.model()
    base_url = base_url or os.environ.get("MINDKEEP_MODEL_BASE_URL") or stored.base_url
    model = model or os.environ.get("MINDKEEP_MODEL") or stored.model
    if not (base_url and model):
        return OfflineAssistant()
    from app.agent.keys import load_key  # keyring costs ~20 MB: only when a model is used

    base_url = check_base_url(base_url)
    key = api_key or os.environ.get("MINDKEEP_API_KEY") or load_key(base_url)
    return OpenAICompatibleProvider(
        ModelConfig(base_url=base_url, model=model, api_key=key, timeout=timeout or stored.timeout)
    )


def make_runner(core: Core, provider: ModelProvider | None = None, **options) -> AgentRunner:
    from app.agent.loop import AgentRunner

    return AgentRunner(
        core.chat,
        core.memory,
        core.proposals,
        core.tools,
        provider or make_provider(core),
        **options,
    )


def ensure_welcome(core: Core) -> None:
    """On the very first start, a Welcome Space with a short Session explaining Memory."""
    from app.i18n import _

    if core.settings.welcomed():
        return
    if not core.chat.list_spaces():
        space = core.chat.create_space(_("Welcome"))
        session = core.chat.create_session(space.id, title=_("How Memory works"))
        for text in (
            _(
                "Welcome to Mindkeep. Chat with the agent here; it keeps a Memory of how you want "
                "work done."
            ),
            _(
                "Say “Remember that …” or “I prefer …” and it is saved at once. When you state a "
                "rule for future work, such as “From now on, create a branch for every task”, the "
                "agent may suggest saving it."
            ),
            _(
                "Suggestions wait on the Memory page (Ctrl+M) beside the message they came from. "
                "Nothing changes until you accept, edit or dismiss them. Text from tools, web "
                "pages, files or automations never becomes a rule."
            ),
        ):
            core.chat.add_message(session.id, source="agent", text=text)
    core.settings.set_welcomed()


def apply_language(code: str | None) -> str:
    """Set the UI language from settings (or the OS) before any window is built."""
    from app.i18n import set_language

    return set_language(code or _os_language())


def _os_language() -> str:
    """The system's language, read as gettext reads it: LANGUAGE (its first entry), LC_ALL,
    LC_MESSAGES, then LANG; "C" and "POSIX" mean none was chosen."""
    import locale as _locale

    from app.i18n import map_os_locale

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "").split(":")[0].strip()
        if value and value.split(".")[0] not in ("C", "POSIX"):
            return map_os_locale(value)
    return map_os_locale(_locale.getlocale()[0] or "")


def _make_app(code: str, *, sheet: bool = True):
    """The QApplication, in language `code` (translations, direction, icon, desktop id), its
    style sheet on unless `sheet` is False."""
    from app.ui.qt_workarounds import check_imports_without_caching_sources

    check_imports_without_caching_sources()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from app.i18n import is_rtl
    from app.ui import style
    from app.ui.qt_language import install_qt_translations

    app = QApplication.instance() or style.new_application(APP_NAME)
    app.setApplicationName(APP_NAME)
    style.install(app, sheet=sheet)  # the theme: follows the system's light/dark and contrast
    # Lets Wayland and X11 desktops match the window to its .desktop entry and icon.
    app.setDesktopFileName(APP_ID)
    icon = resources_dir() / "icons" / "mindkeep.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    code = apply_language(code)
    install_qt_translations(code)
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if is_rtl(code) else Qt.LayoutDirection.LeftToRight
    )
    return app


def window_state(core: Core):
    """The file that keeps the Session and page in use, per database, in the data folder."""
    return _window_state_of(core.db.url, core.data_dir)


def _window_state_of(url: str, data_dir: Path):
    from app.ui.ui_state import FILE, WindowState

    key = _sha256(str(url).encode()).hexdigest()[:16]
    return WindowState(data_dir / FILE, key)


def _sha256(data: bytes):
    """hashlib.sha256 without hashlib, which loads OpenSSL (~3 ms before the first screen):
    CPython's own implementation, the one hashlib falls back to."""
    import importlib
    import sys

    try:
        own = importlib.import_module("_sha2" if sys.version_info >= (3, 12) else "_sha256")
    except ImportError:  # another interpreter
        import hashlib as own
    return own.sha256(data)


def _first_screen_provider_text(model_name: str | None) -> str:
    """The chat header's provider line before the provider itself is built (make_provider)."""
    from app.i18n import _

    name = os.environ.get("MINDKEEP_MODEL") or model_name
    has_url = bool(os.environ.get("MINDKEEP_MODEL_BASE_URL") or model_name)
    if name and has_url:
        return _("Model: {name}").format(name=name)
    return _("Built-in offline assistant")


def _attach(window, core: Core, *, remember: bool = True) -> None:
    window.attach(
        core,
        make_runner=lambda api_key=None: make_runner(core, make_provider(core, api_key=api_key)),
        data_dir=core.data_dir,
        window_state=window_state(core) if remember else None,
    )


def _make_window(core: Core, locale: str | None = None):
    """The window with its services at once (screenshots and tests)."""
    app = _make_app(locale or core.settings.language())
    from app.ui.main_window import MainWindow

    window = MainWindow(data_dir=core.data_dir)
    _attach(window, core, remember=False)  # a picture shows what it is asked for, and keeps nothing
    return app, window


class StartUp:
    """What opening the database behind an already showing window came to."""

    def __init__(self) -> None:
        self.core: Core | None = None
        self.error: Exception | None = None
        self.started = False
        self.skipped: tuple = ()  # what the first screen could not read as stored


def start_window(db: str | None = None, data_dir: str | os.PathLike | None = None):
    """The window first, the database after: returns (app, window, StartUp), not yet shown.

    Once the window has painted its frame, the first screen (Spaces, Sessions, the newest
    messages of the Session to open) is read with the standard library and painted; then a
    worker opens (and if needed migrates) the database and the services are attached; if
    that fails, the window says why. The language is read from the file without SQLAlchemy,
    so the frame is already in it.
    """
    import gc

    from app.i18n import current_language, map_os_locale
    from app.storage.hints import stored_language

    # Until the first screen is painted the start makes objects that live as long as the
    # window (modules, classes, widgets): the cycle collector, walking them again and again,
    # would add ~5 ms to the first paint and as much to the first screen. begin() restarts it
    # with those objects set aside (else its first pass would walk them all at once, ~5 ms),
    # and they are handed back to it once the services are attached.
    collecting = gc.isenabled()
    gc.disable()
    url = resolve_db_url(db, data_dir)
    app = _make_app(stored_language(url), sheet=False)
    from PySide6.QtCore import QTimer  # Qt only after _make_app's work-around

    from app.ui import style
    from app.ui.main_window import MainWindow

    folder = resolve_data_dir(data_dir)
    window = MainWindow(data_dir=folder)
    # The style sheet once the frame's widgets are made: while one is set, each widget put
    # into its parent styles its whole subtree again (~3 ms of the first paint).
    style.apply_sheet(app)
    outcome = StartUp()

    def first_screen() -> None:
        """Content on screen before the heavy part of the app is imported (issue 16)."""
        from app.storage.first_screen import read_first_screen

        kept_session, _page = _window_state_of(url, folder).load()
        first = read_first_screen(url, kept_session, tail=window.first_screen_rows())
        if first is None:
            begin()  # not at once readable (PostgreSQL, a first start, an upgrade): the services show it
            return
        window.sig_content_shown.connect(begin)
        outcome.skipped = first.skipped  # said once the services (and their notices) are there
        window.show_first_screen(first, _first_screen_provider_text(first.model_name))

    def load(_progress) -> tuple[Core, str | None]:
        outcome.core = build_core(url, data_dir)  # closed by run_window, even if never attached
        ensure_welcome(outcome.core)
        return outcome.core, outcome.core.settings.language()

    def loaded(result: tuple[Core, str | None]) -> None:
        gc.unfreeze()
        core, language = result
        code = map_os_locale(language) if language else _os_language()
        if code != current_language():  # the hint was stale (a change still in the -wal)
            window.apply_language(code)
        _attach(window, core)
        for item in outcome.skipped:
            core.db.skipped.add(item)
        core.db.skipped.flush()
        follow_changes(core)

    def failed(exc: Exception) -> None:
        gc.unfreeze()
        outcome.error = exc
        window.show_start_error(exc)

    def begin() -> None:
        if collecting and not gc.isenabled():
            gc.freeze()
            gc.enable()
        if not outcome.started:
            outcome.started = True
            window.tasks.start(load, loaded, failed)

    # The first screen once the frame is on screen, then the services (the worker's imports
    # would slow both paints down), or the services after a moment should nothing be painted
    # (a minimised start).
    # Queued once more: whoever waits for the frame hears of it before the first screen's work.
    window.sig_first_painted.connect(lambda: QTimer.singleShot(0, first_screen))
    QTimer.singleShot(300, begin)
    return app, window, outcome


def check_display() -> None:
    """On Linux, refuse to start the window where there is no screen, saying what to do (Qt
    would abort with "could not connect to display")."""
    import sys

    from app.domain.errors import AppError, Code

    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return
    raise AppError(
        Code.NO_DISPLAY,
        (
            "there is no display to show the window on (neither DISPLAY nor WAYLAND_DISPLAY is "
            "set). On a machine without a screen, start it on a virtual display: xvfb-run -a "
            "mindkeep (from a checkout: xvfb-run -a make run; on Debian/Ubuntu, make sysdeps "
            "SYSDEPS_FLAGS=--xvfb installs Xvfb). A picture of the window needs no display: "
            "mindkeep --screenshot shot.png. Every other command works without one (mindkeep --help)."
        ),
    )


def run_window(db: str | None = None, data_dir: str | os.PathLike | None = None) -> int:
    """Start the desktop window and run until it closes. A database that cannot be opened
    is explained in the window, then raised so the command exits with its error."""
    check_display()
    app, window, outcome = start_window(db, data_dir)
    window.sig_ready.connect(_set_start_aside)
    window.resize(1280, 800)
    window.show()
    try:
        status = app.exec()
        window.tasks.wait(30000)
    finally:
        if outcome.core is not None:
            outcome.core.close()
    if outcome.error is not None:
        raise outcome.error
    return status


def _set_start_aside() -> None:
    """Once the window is ready, what the start made (~90,000 objects: Qt's classes, the
    database layer, the window) lives as long as the app. One full pass of the cycle
    collector (~30 ms), then those objects are set aside for good, so that its later full
    passes walk only what came since: on the benchmark workload a pass took 24–33 ms before,
    a dropped frame each time, and 0.01 ms right after."""
    import gc

    gc.collect()
    gc.freeze()


def check_screenshot_path(path: str) -> Path:
    """Refuse a screenshot path that cannot be written, before anything else is written (the
    database, the Welcome Space): its folder must exist and take a new file, and the path must
    not be a folder."""
    from app.domain.errors import AppError, Code

    target = Path(path).expanduser()
    if target.is_dir():
        raise AppError(
            Code.INVALID_INPUT, f"cannot write the screenshot to {target}: it is a folder."
        )
    folder = target.parent
    if not folder.is_dir():
        raise AppError(
            Code.INVALID_INPUT,
            f"cannot write the screenshot to {target}: the folder {folder} does not exist.",
        )
    import tempfile

    try:
        # A real attempt (a permission check says yes to root on a read-only disk), removed again.
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".mindkeep-", suffix=".png"):
            pass
        if target.exists() and not os.access(target, os.W_OK):
            raise PermissionError(f"{target} is read-only")
    except OSError as exc:
        raise AppError(
            Code.INVALID_INPUT, f"cannot write the screenshot to {target}: {exc.strerror or exc}."
        ) from None
    return target


def take_screenshot(
    core: Core,
    path: str,
    *,
    page: str = "chat",
    session_id: int | None = None,
    locale: str | None = None,
    width: int = 1280,
    height: int = 800,
) -> None:
    """Render the main window offscreen to a PNG (for docs and for checking layouts by eye)."""
    check_screenshot_path(path)
    if session_id is not None:
        core.chat.get_session(session_id)  # a clear error for an unknown id, before any write
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    apply_language(locale or core.settings.language())  # the Welcome Space is written in it
    ensure_welcome(core)
    app, window = _make_window(core, locale)
    if session_id is not None:
        window.select_session(session_id)
    window.resize(width, height)
    window.show()
    if page == "memory":
        window.show_memory()
    elif page == "directory":
        window.show_directory()
    elif page == "chat":
        window.show_chat()
    window.update_sidebar_counts()  # at once, not after its short delay: the picture is taken now
    for _ in range(3):
        app.processEvents()
    if page == "chat":
        window.chat_page.scroll_to_end()  # the newest message, once the rows are laid out
        app.processEvents()
    if not window.grab().save(path):
        raise OSError(f"could not write {path}")
    window.close()
