"""What a way in puts off until its first answer is out: importing a part of Mindkeep
(`load("package.module:name")`, the one way Mindkeep imports a part of itself later than the
module that uses it, so that each way in loads only what its first answer needs), the
cycle collector's passes over what the start imports (`hold_collector`, `resume_collector`),
the code @dataclass writes, compiled once and kept (`keep_generated_code`), and the code of the
judgement's regular expressions, compiled by `make patterns` and read back
(`keep_compiled_patterns`).
app/startup.py says what each way in loads, and when. This module imports only what a bare
interpreter has loaded already: the `mindkeep` command's dispatcher imports this and nothing
else (not even `typing`, ~4 ms).

Besides the ways in and the Core's parts, what a module loads later is named once at its top
(`name = later("…")`) or where a class or module itself is needed (`load("…")`), each with
its cost: the OpenAI SDK (~0.3 s, app/agent/providers.py), Alembic (~0.1 s beside SQLAlchemy,
only to migrate: app/storage/engine/migrate.py), jsonschema (~50 ms, a tool server's schema),
the checker's and the judgement's tables (~0.1 s each), Babel and the message times' tables
(app/i18n), the OS keyring (~45 ms, app/cli/commands.py), OpenSSL through hashlib, hmac or
secrets (~5-10 ms), psycopg (a shared database only). An import statement inside a function
is left to the window's start (app/ui, app/startup.py, app/bootstrap.py): the architecture
test (tests/test_architecture.py) fails on one anywhere else."""

from __future__ import annotations

import gc
import marshal
import os
import sys
from collections.abc import Callable
from importlib import import_module


def load(ref: str):  # -> whatever `ref` names
    """What `ref` ("package.module:name") names, its module imported now if it was not yet.

    The one way a part of Mindkeep is imported later than the module that uses it: the ways
    in (app/cli/__init__.py, WAYS_IN), the Core's services (app/bootstrap.py, PARTS). The
    architecture test reads each `load("…")` and each table's references as imports of the
    module that names them."""
    module, _, name = ref.partition(":")
    found = import_module(module)
    for attr in name.split(".") if name else ():
        found = getattr(found, attr)
    return found


def later(ref: str) -> Callable[..., object]:
    """A callable that loads `ref` and calls it, with its arguments, only when it is called
    (the OS keyring: ~20 MB and ~60 ms, for the rare command that keeps or reads a secret; the
    checker's and the judgement's word tables, ~0.1 s each, for what checks or judges)."""
    return lambda *args, **kwargs: load(ref)(*args, **kwargs)


# Whether hold_collector turned the cycle collector off (and resume_collector is to turn it
# back on): a caller that had it off already keeps it off.
_held = False


def hold_collector() -> None:
    """Turn the cycle collector off while a way in starts.

    What a start imports (SQLAlchemy, the ORM's mapped classes, the domain's tables: ~85,000
    objects) lives until the process ends, and the collector walked it again and again while
    it was made: ~40 ms of a CLI command's CPU, and half of the ORM's declarative scan. A
    command that answers once runs held to its end; a way in that keeps running (a turn, a
    server, the window) calls resume_collector once it has started."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def resume_collector() -> None:
    """Turn the cycle collector back on, if hold_collector turned it off, with what the start
    made set aside (`gc.freeze`: its passes walk only what comes after)."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()


def set_start_aside() -> None:
    """Once a long-running way in is ready (the window, a server), what its start made lives
    as long as the process: one full pass of the cycle collector, then those objects are set
    aside for good (`gc.freeze`), so that later full passes walk only what came since. On the
    benchmark workload a pass over them took 24–33 ms (a dropped frame, or a turn's p99) and
    0.01 ms once set aside."""
    gc.collect()
    gc.freeze()


def set_aside_for_exit() -> None:
    """At the end of a process's command: what it made is set aside, so the interpreter's
    last pass at exit does not walk it (~100 ms of a CLI command's CPU on a loaded machine,
    a quarter of it)."""
    gc.freeze()


# ---------------------------------------------------------------- the code dataclasses write

# What @dataclass wrote for Mindkeep's classes (their __init__, __eq__, __setattr__, …, as
# source text) -> that text compiled, by module; each module's part of the file (marshalled
# apart) is read when that module makes its first dataclass (keep_generated_code).
_kept: dict[str, bytes] | None = None
_generated: dict[str, dict[str, object]] = {}
_new: set[str] = set()  # the modules whose texts were compiled since the file was read
_GENERATED_FILE = "dataclass-code"


def keep_generated_code() -> None:
    """Compile what @dataclass writes for Mindkeep's classes once per installation, not in
    every process, as Python keeps a module's bytecode: the methods it makes are source text,
    compiled anew each time a class is made (~70% of making a frozen dataclass, 2-4 M
    instructions each; the window's first screen makes 22 of them, app/startup.py). The text
    is the key: a class changed writes a new text, compiled once more; code is reused only
    for the very text it was compiled from, with the same flags, so what runs is the same.
    Kept beside the app's bytecode (`__pycache__`, not written where Python writes none)."""
    global _kept
    if _kept is not None:
        return
    path = _generated_path()
    _kept = _read_generated(path) if path is not None else {}
    import_module("dataclasses").exec = _exec_generated


def _exec_generated(source, globals=None, locals=None, /):
    """`exec` as dataclasses calls it, with the code of a text of Mindkeep's compiled once."""
    module = globals.get("__name__") if isinstance(globals, dict) else None
    if _kept is not None and isinstance(source, str) and str(module).startswith("app."):
        codes = _generated.get(module)
        if codes is None:
            codes = _generated[module] = _codes(_kept.get(module))
        code = codes.get(source)
        if code is None:
            # What exec does with a text from dataclasses (no __future__ flags of its own).
            code = codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            _new.add(module)
        source = code
    return exec(source, globals, locals)


def save_generated_code() -> None:
    """Keep the code compiled since keep_generated_code (with what the file has, should
    another process have added to it), where the next start reads it; nothing when there is
    nothing new or Python writes no bytecode here."""
    path = _generated_path()
    if not _new or path is None or sys.dont_write_bytecode:
        return
    kept = _read_generated(path)
    modules = list(_new)
    _new.clear()
    temporary = f"{path}.{os.getpid()}.tmp"
    try:  # a start goes on without the file, whatever keeps it from being written
        for module in modules:
            kept[module] = marshal.dumps({**_codes(kept.get(module)), **_generated[module]})
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as out:
            out.write(import_module("importlib.util").MAGIC_NUMBER)
            out.write(marshal.dumps(kept))
        os.replace(temporary, path)  # whole or not at all, whoever reads it meanwhile
    except (OSError, ValueError, TypeError, KeyError):
        with import_module("contextlib").suppress(OSError):
            os.unlink(temporary)


def _generated_path(name: str = _GENERATED_FILE) -> str | None:
    """app/__pycache__/<name>.<interpreter>.marshal (or under sys.pycache_prefix)."""
    package = sys.modules.get("app")
    init = getattr(package, "__file__", None)
    tag = sys.implementation.cache_tag
    if not isinstance(init, str) or tag is None:
        return None
    try:
        pyc = import_module("importlib.util").cache_from_source(init)
    except (NotImplementedError, ValueError):
        return None
    return os.path.join(os.path.dirname(pyc), f"{name}.{tag}.marshal")


def _read_generated(path: str) -> dict[str, bytes]:
    """Each module's part kept in `path`, still marshalled (nothing if the file is missing,
    of another Python, or damaged)."""
    try:
        with open(path, "rb") as kept:
            magic = import_module("importlib.util").MAGIC_NUMBER
            if kept.read(len(magic)) != magic:
                return {}
            # From bytes: marshal.load reads a file object piece by piece (~30 M instructions).
            data = marshal.loads(kept.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, bytes)}


def _codes(part: bytes | None) -> dict[str, object]:
    """One module's texts and their code (nothing for a part that cannot be read)."""
    try:
        data = marshal.loads(part) if part else {}
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict):
        return {}
    code_type = type(_codes.__code__)
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, code_type)}


# ---------------------------------------------------------------- the patterns the domain compiles

# (pattern, flags) -> what re's compiler made of it, as _sre.compile takes it: (flags, code as
# 32-bit words, groups, groupindex, indexgroup); and (what, from which texts) -> a value derived
# from patterns' texts alone (kept_derivation). Read from the file once (None: not yet).
_patterns: dict[tuple[str, int], tuple] | None = None
_derived: dict[tuple, object] = {}
_compile = None  # re._compiler.compile as Python has it, once keep_compiled_patterns ran
_writing = False  # within write_compiled_patterns: what is compiled or derived is kept
_code_digest = ""  # the code of the package that compiles them, as the file is keyed
_PATTERNS_FILE = "pattern-code"
# The Pythons whose re._compiler.compile is parse, _code, then _sre.compile (3.11 to 3.13).
_PATTERN_PYTHONS = ((3, 11), (3, 12), (3, 13))


def keep_compiled_patterns(package: str) -> None:
    """Read back the code of the regular expressions `make patterns` compiled, so that
    compiling one of them again is a lookup: the judgement's rooms compile ~2,100 patterns and
    lead and unaccent their words, ~1.5 s of a process's first judgement on an idle machine,
    against ~0.1 s to read them back. Called before the judgement's engine loads.

    What re's compiler makes of a pattern depends only on its text, its flags and the
    interpreter: the file is keyed by the interpreter, and a pattern is taken from it only for
    the very text and flags it was compiled from, so what runs is what re.compile makes
    (tests/test_kept_patterns.py compares every one). `package` (its __init__.py) is the code
    that compiles them: a file written for other code of it (an edit, an upgrade) is read as
    none, so a value derived from a text by that code is always this code's. On another Python,
    or without a file that can be read, patterns compile as always. Nothing is written here:
    patterns compiled at judging time may hold a message's words, and a message is kept in the
    user's database only."""
    global _patterns, _compile, _code_digest
    if _patterns is not None:
        return
    _patterns = {}
    if sys.version_info[:2] not in _PATTERN_PYTHONS:
        return
    _code_digest = _folder_digest(os.path.dirname(package))
    path = _generated_path(_PATTERNS_FILE)
    if path is not None:
        _patterns, derived = _read_patterns(path)
        _derived.update(derived)
    compiler = import_module("re._compiler")
    _compile = compiler.compile
    compiler.compile = _compile_kept


def _compile_kept(pattern, flags=0):
    """re._compiler.compile, with the code of a pattern compiled before read back."""
    if type(pattern) is not str or not isinstance(flags, int):
        return _compile(pattern, flags)
    key = (pattern, int(flags))
    parts = _patterns.get(key) if _patterns else None
    if parts is None:
        if not _writing:
            return _compile(pattern, flags)
        parts = _patterns[key] = _compiled_parts(pattern, key[1])
    flags, words, groups, groupindex, indexgroup = parts
    code = import_module("array").array("I", words).tolist()
    return import_module("_sre").compile(pattern, flags, code, groups, dict(groupindex), indexgroup)


def _compiled_parts(pattern: str, flags: int) -> tuple:
    """What re._compiler.compile hands _sre.compile for `pattern`, by its own steps."""
    parsed = import_module("re._parser").parse(pattern, flags)
    code = import_module("re._compiler")._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    words = import_module("array").array("I", code).tobytes()
    return (
        flags | parsed.state.flags,
        words,
        parsed.state.groups - 1,
        groupindex,
        tuple(indexgroup),
    )


def kept_derivation(key: tuple, derive: Callable[[], object]) -> object:
    """What `derive` makes of patterns' texts (marshallable, decided by the texts that `key`
    names and by the package's code alone), read back where `make patterns` kept it
    (first_chars.led's lead, lexicon.rx's unaccented words: each reads the text once more)."""
    if key in _derived:
        return _derived[key]
    value = _derived[key] = derive()
    return value


def _pattern_key() -> tuple:
    sre = import_module("_sre")
    return (sys.version, sre.MAGIC, sre.CODESIZE, _code_digest)


def _folder_digest(folder: str) -> str:
    """A digest of the Python files of `folder` (~5 ms for the judgement's 1.4 MB)."""
    digest = import_module("hashlib").sha256()
    try:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                with open(os.path.join(folder, name), "rb") as source:
                    digest.update(name.encode() + b"\0" + source.read())
    except OSError:
        return ""
    return digest.hexdigest()


def _read_patterns(path: str) -> tuple[dict, dict]:
    """The patterns and derivations kept in `path` (none if the file is missing, damaged, or
    written by another interpreter or other code)."""
    try:
        with open(path, "rb") as kept:
            key, patterns, derived = marshal.loads(kept.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}, {}
    if key != _pattern_key() or not isinstance(patterns, dict) or not isinstance(derived, dict):
        return {}, {}
    return patterns, derived


def write_compiled_patterns(
    package: str, compile_them: Callable[[], object], path: str | None = None
) -> int:
    """`make patterns`: compile anew what `compile_them` compiles (fixed texts, never a user's)
    and write it, with what was derived from it, to the file in place of what it held, even
    where Python writes no bytecode; how many patterns it holds (0: another Python)."""
    global _patterns, _writing
    keep_compiled_patterns(package)
    path = path or _generated_path(_PATTERNS_FILE)
    if _compile is None or path is None:
        return 0
    _patterns, _writing = {}, True
    _derived.clear()
    import_module("re").purge()
    try:
        compile_them()
    finally:
        _writing = False
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as out:
            out.write(marshal.dumps((_pattern_key(), _patterns, _derived)))
        os.replace(temporary, path)  # whole or not at all, whoever reads it meanwhile
    finally:
        with import_module("contextlib").suppress(OSError):
            os.unlink(temporary)
    return len(_patterns)
