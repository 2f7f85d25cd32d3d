"""Every way into Mindkeep, what each imports before its first answer, and the window's fast
path. The costs quoted are measured (`make bench`, benchmarks/README.md; `python -X importtime`).

The ways in (`WAYS_IN`, app/cli/__init__.py): the `mindkeep` command's first word names one;
none names the window. Each is a "module:function" imported only when it is the one asked for
(app.deferred.load), so a command pays for its own layers alone:

- the dispatcher (app.cli, app.deferred) imports nothing a bare interpreter has not loaded:
  the raw way in `hook` (issue 34: it reads its client's JSON on stdin, the rules with
  `sqlite3`, and answers in the client's format; app/cli/hook.py) adds only the clients' words
  and the plain reads, and asks its warm helper (`hook serve`) for the checker's verdicts: a
  pre-tool hook answers in ~1.6-1.8× the median of `python3 -c "import json, sys, sqlite3;
  json.load(sys.stdin)"`, within the 3× (p99) it is held to;
- the installed command holds the cycle collector while a command starts and sets what it
  made aside before the interpreter exits (app.deferred.hold_collector, set_aside_for_exit):
  a start makes ~85,000 objects that live until the end (SQLAlchemy, the ORM's mapped
  classes, the domain's tables), which the collector walked again and again, and once more at
  exit: ~0.3 of a CLI command's CPU beside its floor (memory list 1.61× → 1.22× of it, on a
  machine loaded 12-15 on 2 cores), more than the ORM's import and declarative scan cost it.
  A way in that keeps running (a turn, `mcp`: WayIn.lasts) has it resumed before it runs, the
  window once its first screen is painted (below);
- any other command line is parsed by app/cli/run.py with its own family's parser
  (app.cli.parser.FAMILIES: ~40 ms less than building all ~60), the database opened
  (SQLAlchemy with the ORM's mapped classes, SPEC §6: app/storage/models.py; the repositories
  run Core statements on their tables), and only the services it calls built
  (app.bootstrap.PARTS): `memory list` imports neither the agent, the tool hub, the MCP SDK,
  nor the rules of writing Memory (app/services/memory/writing.py);
- `mcp` answers `initialize` and `tools/list` from the tools' static definitions
  (app/mcp/definitions.py) with the SDK alone; the database and the services are opened on a
  worker behind the first answers (app.mcp.server.Opening);
- the window: below, and its worker builds every service (Core.warm) so its GUI thread
  imports none; the checker's reader of rules (the compliance package: ~30 ms, ~1.7 MB of
  the window's memory) is loaded with the first Memory page read (app.services.views, as the
  Memory writers and the context block load it: app.services.memory).

Nothing else is imported later than the module that uses it, except through `load`
(app.deferred): the two tables, the composition root's agent pieces in app/bootstrap.py, and
the window's own, each for a reason given below:

- app.ui.pages.stack: each page (the chat after the frame has painted, with the first screen;
  Memory, the directory and Search all conversations when first shown);
- app.ui.main_window: the chat's presenter and the parts wired to the services (the bridge,
  the operations, the notice bar, the database's status line, the arrivals, what could not
  be read), in attach(); the initiator of another program's changes (app.services.changes,
  with the Changes it announces: the frame does not import the services' modules); the Settings dialog when it is opened; the chat's TAIL once the chat
  page has loaded it;
- app.ui.components.sidebar: its operations (app.ui.operations.chat, ~4 ms of dataclasses),
  with the services; the binding's folder dialog (QFileDialog) when a folder is bound;
- app.ui.pages.start_page: QUrl and QDesktopServices when the data folder is opened (the
  binding builds a class's Python enums with it: QFileDialog's and QUrl's cost ~10 M
  instructions before the first paint; the chat page loads QUrl with the first screen);
- app.ui.delegates.message_render: the cutter of a reply's Markdown (the compliance
  package's app.domain.compliance.document) with the first reply that has a code block;
- app.ui.delegates.window_lines: the receipts' renderer (app.ui.delegates.receipt_render, with
  the verdicts' types of app.domain.memory.outcomes, ~3 ms) with the first row that has a receipt
  (the first screen reads none: they come with the services);
- app.ui.delegates.receipt_render: Babel, with the first receipt that names a language;
- app.ui.models.messages and app.ui.delegates.window_lines: the sentences of tool calls
  (app.ui.models.tool_text, with the tool servers' names and secrets' patterns) with the first
  tool message: a first screen without one does not wait for them;
- app.ui.qt.workarounds: ctypes (~2 ms), only under the binding release that loses None;
- app.cli.output: the `tools` way in's renderings, for a readable result (not the window's);
- app.bootstrap: the window's QApplication (app.ui.qt.application) once the binding's import
  hook is mended (app.ui.qt.workarounds), the main window for a screenshot, platformdirs when
  neither --data-dir nor MINDKEEP_HOME says where the data is, tempfile to try a screenshot's
  folder: the commands never import Qt;
- here: the window state's file and the first screen's read, after the frame has painted.

The start-up's own imports inside a function are in `start_window` alone: the stored
language's plain read, then the window's modules, each once the cycle collector is held and
the binding's import hook mended (a module imported before that would be read whole into
`linecache`, and walked by the collector while the start makes its objects).

Every other module of the window imports what it uses at its top: a dialog's operations, the
parts of a page, the arrivals' events are imported with the module that uses them, itself
loaded when its page, dialog or the services come.

The window's first screen, in order (`start_window`):
1. The QApplication in the stored language, read from the SQLite file with the standard
   library (app.storage.fast.hints), so the frame is in it before SQLAlchemy is imported.
2. The frame (`MainWindow` without services: sidebar, nav bar, start page); it paints.
3. The first screen, read with `sqlite3` (app.storage.fast.first_screen): Spaces, Sessions, as many
   of the newest messages as fill the window, and what the chat shows beside them; painted.
4. A worker opens (and if needed migrates) the database, builds the services
   (app.bootstrap.build_core); the window is attached and brought up to date.

The tricks, each where it acts, and what it saves:
- The cycle collector is off until the services are attached, then restarted with the
  start's objects set aside (`gc.freeze`): ~5 ms off the first paint and as much off the first
  screen; once the window is ready one full pass (~30 ms) and `gc.freeze` for good
  (`_set_start_aside`): later full passes took 24–33 ms each before (a dropped frame).
- The style sheet goes on after the frame's widgets are made: while a sheet is set, each
  widget put into its parent styles its whole subtree again (~3 ms, 13 M instructions).
- The window-state key is hashed with CPython's own SHA-256, not hashlib, which loads OpenSSL
  (`_sha256`, ~3 ms).
- `app.cli.parse_args` parses a command line of global options without building the ~40
  command parsers (~10 ms), and the parser loads the domain's nouns (app.domain.model: the
  choices of --scope and --status) only when a command's grammar is built; the frame's numbers
  (app.domain.memory.rules.limits) do not import them either, nor does the frame import the
  services' Changes (app.services.changes, with the approvals' and the text's rules): the
  nouns, their dataclasses and those rules come with the first screen, 1.105 G -> 1.018 G
  instructions until the first paint (callgrind; the bare window 0.639 G).
- The binding is kept from caching the source of every module imported after it
  (app.ui.qt.workarounds.check_imports_without_caching_sources: ~17 MB and ~60 ms for the
  database layer imported behind the painted window).
- The first screen reads only as many messages as fill the window (MainWindow.first_screen_rows:
  each costs ~0.7 ms to lay out before it shows; 14 instead of 20 at 1280×800).
  Of those, only the newest that fill the chat's list are laid out and shown
  (ChatPage.show_first_messages: the page is laid out first, the rows measured from the
  newest up; 5 of 14 on the benchmark's workload, 6 documents built instead of 15); the
  earlier ones are read ahead once the services are attached. 1.305 G -> 1.275 G
  instructions on the GUI thread until the first screen (callgrind).
- The layouts the first screen asks for are run before it paints
  (`QCoreApplication.sendPostedEvents(…, LayoutRequest)` in MainWindow.show_first_screen):
  else the left of the window is painted twice (~6 ms).
- Rows are painted from the view's own state, not `option.state` (app.ui.delegates.row_state),
  and the chat list's viewport events are filtered without asking Qt for the viewport widget
  (app.ui.pages.chat.widgets.MessageList): each question would make the binding build the Python
  enums of QStyle or of every widget class (~10 ms and ~9 ms).
- An English window reads no gettext catalog (app.i18n.set_language): English is the source
  language and its catalog says each message as written (tests/i18n/test_catalogs.py holds it
  to that); parsing it cost ~15 M instructions before the first paint. With the two lines above,
  0.960 G -> 0.937 G instructions until the first paint and 1.299 G -> 1.280 G until the first
  screen (callgrind --separate-threads, GUI thread, the start's timers held off; the bare
  window 0.634 G: 1.51× -> 1.48× and 2.05× -> 2.02×).
- Measured and left (issue 32, Deliver 4), for whoever takes the figures further:
  - PySide6's `Qt` namespace is built whole the first time anything touches it: its 93 Python
    enums, ~117 M instructions (6.11.3; `import PySide6.QtWidgets` alone is ~0.55 G). The
    frame touches it in application.py (the layout direction), the sidebar and the start page
    (alignments, policies, WA_StyledBackground, a queued connection), icons (QImage.fill's
    overloads) and, unavoidably, the theme: `QStyleHints.colorScheme()` returns a `Qt` enum,
    and reading it as a property (`styleHints().property("colorScheme")`) builds the namespace
    too. The setters take plain numbers through Qt's property system (`setProperty("alignment",
    0x84)` builds nothing), but the colour scheme has no enum-free reading, and the first screen
    (the models' flags, the delegates' alignments and roles) needs the namespace anyway: moving
    it after the first paint would take ~0.12 G off the first paint, nothing off the first screen.
  - The binding compiles its own support modules (shibokensupport, embedded in libshiboken)
    from source at every start: ~92 M instructions, in the bare window as in ours. PySide's
    SBK_EMBED=0 writes them beside the binding (shiboken6/files.dir) once, after which they load
    from bytecode; that speeds every PySide start in the environment, the floor's as well.
  - What remains before the first screen is ~0.73 G beyond the binding's import: Python's enums
    (~245 built, ~0.28 G with the binding's), the domain's dataclasses (app.domain.model,
    ~43 M), the Markdown renderer's text classes (app.ui.delegates.message_render, ~39 M), the
    read itself (~52 M), laying out and painting (~130 M).
- The methods @dataclass writes for a class (__init__, __eq__, __hash__, a frozen class's
  __setattr__ and __delattr__, …) are source text that Python compiles anew in every process:
  ~70% of making a frozen dataclass, 2-4 M instructions each, and the first screen makes 22
  (the domain's nouns, the rows' parts, the first screen's read). start_window compiles them
  through app.deferred.keep_generated_code: each text's code is read from
  app/__pycache__/dataclass-code.<interpreter>.marshal (each module's part unmarshalled when
  that module makes its first class), where the worker keeps what was compiled
  (open_services), as Python keeps a module's bytecode; code is reused only for the very
  text it was compiled from. 1,260 M -> 1,184 M instructions until the first screen (read
  with marshal.loads: marshal.load reads a file object piece by piece, ~30 M).
- No Python event filter on a widget the first screen shows: the binding hands a filter each
  event as its own Python class, and the first plain QEvent made it build the classes (and
  enums) of focus, scroll, input-method, surface, context-menu and help events. The sidebar's
  filter field and the chat's list take their keys in their own keyPressEvent (~12 M
  instructions off the first paint). The chat list's viewport events still come to Python
  (its paint tells the first screen is on screen), so those classes come with the first screen.
- Tooltips are escaped without `html` (its table of ~2,200 named characters), and a tool
  call's sentence splits `SERVER__TOOL` with app.domain.tools.call_text, not the tool servers'
  rules (their patterns and the secrets' rules, ~11 M instructions before the first screen).
  With the above: 0.938-0.940 G -> 0.915-0.918 G instructions until the first paint,
  1.281-1.282 G -> 1.183-1.185 G until the first screen (GUI thread, three runs each; the bare
  window 0.635-0.636 G: 1.48× -> 1.44×, 2.02× -> 1.86×). Timed beside main in the same
  minutes (benchmarks.run --only window, twice): first paint 1.52×, 1.51× -> 1.40×, 1.41×;
  content 2.09×, 1.99× -> 1.88×, 1.92×.
- Message times come from a table compiled from Babel's CLDR data (app.i18n.clock), and small
  numbers are formatted without Babel (app.i18n.format_number): Babel and its locale data
  (~20 ms, ~100 M instructions) are not loaded before the first Session shows.
- `app.domain.memory.rules` loads none of its modules: the frame needs one number of `limits`, and
  the state machine and the conflict patterns cost ~45 ms to import. Nor do the chat's rows:
  the refusal an Undo can meet (UndoRefused) is an error type of app.domain.errors, so the
  sentences of refusals (app.services.refusals, which a row may say) do not load the plan of
  an undo and the state machine behind it (~30 ms before the first screen).
- The frame does not import the chat page: it is built after the frame has painted, with the
  first screen (MainWindow.first_screen_rows); the chat's presenter (a turn, Find, approvals,
  ~25 ms of imports) comes with the services (`attach()`).
- A tool call's words (its tool's own name, an argument's value) are app.domain.tools.call_text,
  not the approvals' rules (app.domain.tools.approvals: their diff, shell words, dataclasses and
  the text's rules, ~10 ms): a first screen whose Session has tool calls loads only the words;
  the rules come with the chat's presenter. With the services begun only by the first screen
  (below), 1.335 G -> 1.305 G instructions on the GUI thread until the first screen of the
  benchmark's workload is painted (callgrind --separate-threads; its first Session has tool
  calls; the bare window 0.621 G).
- Once the frame has painted, only the first screen begins the services (FRAME_WAIT_MS is for
  a window that paints nothing): the fallback fired on a loaded machine while the first screen
  was being read and laid out, and the worker's imports competed with it.
- A reply's code blocks are cut by the checker's reader of replies, whose package (~30 ms of
  patterns) is loaded with the first reply that has one (reply_markdown.code_blocks): the
  first screen of a conversation without code does not wait for it.
- The pages other than the chat (Memory, directory, Settings) and every service are imported
  when first used (`MainWindow.memory_page`, `.directory_page`, `attach()`).
- The chat presenter's parts (app.ui.pages.chat.turn and .memory) load with
  `app.deferred.load` what only a use of them needs: the agent's `Cancel` (app.agent.providers,
  ~70 ms with the HTTP client's modules) when a turn starts, the loop's `STOPPED_CLOSED`
  (app.agent.loop, ~360 ms: the tool hub, the MCP SDK) when the window closes during a turn,
  and the Memory page's `Decide` (app.ui.operations.memory, ~65 ms: the rules of readings)
  when a save is taken back from the chat. The agent itself is built on the turn's worker.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
from pathlib import Path

from app.bootstrap import (
    Core,
    _attach,
    _make_app,
    _os_language,
    build_core,
    ensure_welcome,
    follow_changes,
    resolve_data_dir,
    resolve_db_url,
    take_screenshot,
)
from app.deferred import (
    hold_collector,
    keep_generated_code,
    load,
    resume_collector,
    save_generated_code,
    set_start_aside,
)
from app.domain.errors import AppError, Code
from app.i18n import _, current_language, map_os_locale

# How long the start waits for the frame's paint, then for the first screen's, before it opens
# the services anyway (a window started minimised, or hidden before its first screen showed).
FRAME_WAIT_MS = 300
CONTENT_WAIT_MS = 2000


def window_state(core: Core):
    """The file that keeps the Session and page in use, per database, in the data folder."""
    return _window_state_of(core.db.url, core.data_dir)


def _window_state_of(url: str, data_dir: Path):
    ui_state = load("app.ui.ui_state:")  # with the first screen, after the frame's paint
    key = _sha256(str(url).encode()).hexdigest()[:16]
    return ui_state.WindowState(data_dir / ui_state.FILE, key)


def _sha256(data: bytes):
    """hashlib.sha256 without hashlib, which loads OpenSSL (~3 ms before the first screen):
    CPython's own implementation, the one hashlib falls back to."""
    try:
        own = importlib.import_module("_sha2" if sys.version_info >= (3, 12) else "_sha256")
    except ImportError:  # another interpreter
        own = importlib.import_module("hashlib")
    return own.sha256(data)


def _first_screen_provider_text(model_name: str | None) -> str:
    """The chat header's provider line before the provider itself is built (make_provider)."""
    name = os.environ.get("MINDKEEP_MODEL") or model_name
    has_url = bool(os.environ.get("MINDKEEP_MODEL_BASE_URL") or model_name)
    if name and has_url:
        return _("Model: {name}").format(name=name)
    return _("Built-in offline assistant")


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
    # Until the first screen is painted the start makes objects that live as long as the
    # window (modules, classes, widgets): the cycle collector, walking them again and again,
    # would add ~5 ms to the first paint and as much to the first screen. begin() restarts it
    # with those objects set aside (else its first pass would walk them all at once, ~5 ms),
    # and they are handed back to it once the services are attached.
    hold_collector()  # held already when the `mindkeep` command started it
    # The methods @dataclass writes for the frame's and the first screen's classes, compiled
    # by an earlier start (app.deferred.keep_generated_code); kept by the worker (open_services).
    keep_generated_code()
    # The start-up's own imports inside a function (the only ones), each once the collector
    # is held: the stored language's plain read (sqlite3), then the window's modules, once
    # the binding's import hook is mended (_make_app).
    from app.storage.fast.hints import stored_language

    url = resolve_db_url(db, data_dir)
    app = _make_app(stored_language(url), sheet=False)
    from app.ui.main_window import MainWindow
    from app.ui.qt import theming
    from app.ui.qt.timers import later

    folder = resolve_data_dir(data_dir)
    window = MainWindow(data_dir=folder)
    # The style sheet once the frame's widgets are made: while one is set, each widget put
    # into its parent styles its whole subtree again (~3 ms of the first paint).
    theming.apply_sheet(app)
    outcome = StartUp()

    def first_screen() -> None:
        """Content on screen before the heavy part of the app is imported (issue 16)."""
        read_first_screen = load("app.storage.fast.first_screen:read_first_screen")
        kept_session, _page = _window_state_of(url, folder).load()
        first = read_first_screen(url, kept_session, tail=window.first_screen_rows())
        if first is None:
            begin()  # not at once readable (PostgreSQL, a first start, an upgrade): the services show it
            return
        window.sig_content_shown.connect(begin)
        outcome.skipped = first.skipped  # said once the services (and their notices) are there
        window.show_first_screen(first, _first_screen_provider_text(first.model_name))

    def open_services(_progress) -> tuple[Core, str | None]:
        # What the frame and the first screen compiled, for the next start (off the GUI thread).
        save_generated_code()
        # Closed by run_window, even if never attached; every service built here, off the GUI
        # thread (a Core builds each part when first used: app/bootstrap.py, PARTS).
        outcome.core = build_core(url, data_dir).warm()
        ensure_welcome(outcome.core)
        return outcome.core, outcome.core.settings.language()

    def loaded(result: tuple[Core, str | None]) -> None:
        gc.unfreeze()
        core, language = result
        code = map_os_locale(language) if language else _os_language()
        if code != current_language():  # the hint was stale (a change still in the -wal)
            window.apply_language(code)
        _attach(window, core, window_state=window_state(core))
        for item in outcome.skipped:
            core.db.skipped.add(item)
        core.db.skipped.flush()
        follow_changes(core)

    def failed(exc: Exception) -> None:
        gc.unfreeze()
        outcome.error = exc
        window.show_start_error(exc)

    def begin() -> None:
        resume_collector()
        if not outcome.started:
            outcome.started = True
            window.tasks.start(open_services, loaded, failed)

    # The first screen once the frame is on screen, then the services (the worker's imports
    # would slow both paints down), or the services after a moment should nothing be painted
    # (a minimised start). Once the frame has painted, only the first screen begins them: on a
    # loaded machine the first screen can take longer than that moment, and a worker begun
    # meanwhile (SQLAlchemy's imports, the migration check) competed with it for the
    # interpreter and the CPU (seen under callgrind: ~430 M instructions on the worker before
    # the first screen was painted).
    painted: list[bool] = []

    def frame_painted() -> None:
        painted.append(True)
        # Queued once more: whoever waits for the frame hears of it before the first screen's
        # work.
        later(0, first_screen)
        later(CONTENT_WAIT_MS, begin)  # should the first screen fail, or never be painted

    window.sig_first_painted.connect(frame_painted)
    later(FRAME_WAIT_MS, lambda: painted or begin())
    return app, window, outcome


def check_display() -> None:
    """On Linux, refuse to start the window where there is no screen, saying what to do (Qt
    would abort with "could not connect to display")."""
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


def window_command(args) -> int:
    """`mindkeep` with no command: the window, painted first, the database opened behind it."""
    return run_window(args.db, args.data_dir)


def screenshot_command(core: Core, args) -> str:
    """`mindkeep --screenshot PATH`: a picture of the window (its path checked before the
    database is opened, by the command line)."""
    take_screenshot(
        core,
        args.screenshot,
        page=args.page,
        session_id=args.shot_session,
        locale=args.locale,
        width=args.size[0],
        height=args.size[1],
    )
    return ""


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
    database layer, the window) lives as long as the app: set aside for good
    (app.deferred.set_start_aside), so the collector's later full passes walk only what came
    since (24–33 ms each before, a dropped frame each time, 0.01 ms after)."""
    set_start_aside()
