"""What a command line's arguments may hold beyond what argparse checks (issue 31).

Bytes that are not valid text in the system's encoding reach Python as lone surrogates
(`os.fsencode`'s escapes). A file's name may hold them: the file is opened by that very name.
Text that is stored or sent on (a name, a message, an entry, a URL, a tool server's command)
cannot, and is refused here (invalid_input, as the services refuse such text), before anything
is opened or written (`memory edit`, `tools remove` ended in UnicodeEncodeError inside the
database driver).
"""

from __future__ import annotations

import argparse
import re

from app.i18n import _

# Arguments that are only names of files opened here (never stored).
FILE_NAMES = frozenset({"data_dir", "screenshot", "output", "file", "backup"})
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
# A real command line cannot hold one (C strings end there); a caller of main() can.
_NUL = "\x00"


def check_text(args: argparse.Namespace) -> str | None:
    """Why an argument cannot be taken (it holds undecodable bytes), or None."""
    for dest, value in vars(args).items():
        file_name = dest in FILE_NAMES or (dest == "db" and str(value).startswith("sqlite:"))
        for item in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(item, str) and _NUL in item:
                return _("{name} holds a NUL character, which no command line can hold.").format(
                    name=dest.replace("_", "-")
                )
            if not file_name and isinstance(item, str) and _LONE_SURROGATE.search(item):
                return _(
                    "{name} holds bytes that are not valid text in this system's encoding "
                    "(UTF-8), so it cannot be stored; nothing was changed. Give it as UTF-8 text."
                ).format(name=dest.replace("_", "-"))
    return None
