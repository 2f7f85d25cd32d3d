"""The methods @dataclass writes for Mindkeep's classes, compiled once and kept
(app.deferred.keep_generated_code, app/startup.py): reused only for the very text they were
compiled from, and a damaged or foreign file is read as nothing."""

from __future__ import annotations

import dataclasses
import marshal
import sys
import types

import pytest

from app import deferred


def _text(source) -> str:
    """The source an audit "compile" event names (bytes, as the interpreter hands it)."""
    return source.decode(errors="replace") if isinstance(source, bytes) else str(source)


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """The code cache in a file of this test's, read afresh; what the texts compiled were."""
    path = tmp_path / "dataclass-code.marshal"
    monkeypatch.setattr(deferred, "_generated_path", lambda: str(path))
    monkeypatch.setattr(deferred, "_kept", None)
    monkeypatch.setattr(deferred, "_generated", {})
    monkeypatch.setattr(deferred, "_new", set())
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    compiled: list[str] = []
    active = [True]

    def heard(event, args):
        # What @dataclass writes starts so; the test module's own source is compiled too.
        if active[0] and event == "compile" and _text(args[0]).startswith("def __create_fn__"):
            compiled.append(_text(args[0]))

    sys.addaudithook(heard)
    yield path, compiled
    active[0] = False  # an audit hook stays for the process: it stops listening


def make(module: str, source: str):
    """A dataclass made in a module named `module` (app.… or not)."""
    mod = types.ModuleType(module)
    sys.modules[module] = mod
    try:
        exec(source, mod.__dict__)
        return mod.Point
    finally:
        del sys.modules[module]


POINT = """
from dataclasses import dataclass
@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int = 0
"""


def restart() -> None:
    """What a new process does: nothing in memory, the file read again."""
    deferred._kept = None
    deferred._generated = {}
    deferred._new = set()
    deferred.keep_generated_code()


def test_a_text_compiled_once_is_reused_by_the_next_start_and_behaves_the_same(kept):
    path, compiled = kept
    deferred.keep_generated_code()
    first = make("app._probe", POINT)
    assert compiled  # compiled the first time
    deferred.save_generated_code()
    assert path.is_file()
    restart()
    compiled.clear()
    assert deferred._generated == {}  # a module's part is read when it makes its first class
    again = make("app._probe", POINT)
    assert compiled == []  # reused
    assert again(1, 2) == again(1, 2) and repr(again(3)) == "Point(x=3, y=0)"
    assert hash(again(1, 2)) == hash(first(1, 2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        again(1).x = 5
    # A default changed is passed to the same text; a field added writes another text,
    # compiled, not mistaken for the old one.
    assert make("app._probe", POINT.replace("y: int = 0", "y: int = 7"))(1).y == 7
    assert compiled == []
    grown = make("app._probe", POINT + "    z: int = 2\n")
    assert compiled and repr(grown(1)) == "Point(x=1, y=0, z=2)"


def test_classes_outside_mindkeep_are_compiled_as_python_does(kept):
    path, compiled = kept
    deferred.keep_generated_code()
    make("elsewhere._probe", POINT)
    assert compiled
    deferred.save_generated_code()
    assert not path.exists()  # nothing of another package's kept


@pytest.mark.parametrize("content", [b"", b"garbage", b"\x00" * 64])
def test_a_damaged_file_is_read_as_nothing(kept, content):
    path, compiled = kept
    path.write_bytes(content)
    deferred.keep_generated_code()
    assert deferred._kept == {}
    assert make("app._probe", POINT)(1).y == 0 and compiled


def test_a_damaged_part_of_one_module_is_read_as_nothing(kept):
    path, compiled = kept
    deferred.keep_generated_code()
    make("app._probe", POINT)
    deferred.save_generated_code()
    parts = deferred._read_generated(str(path))
    parts["app._probe"] = b"garbage"
    path.write_bytes(path.read_bytes()[:4] + marshal.dumps(parts))
    restart()
    compiled.clear()
    assert make("app._probe", POINT)(1, 2).y == 2 and compiled
