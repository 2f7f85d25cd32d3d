"""The words a folder rule refuses its place with, beside a plain negation: "nothing" ("Write
nothing to dist", "im Ordner db fei nix"), the dialect's nix only beside a verb of changing files,
and the place said read-only ("只能看", "nur lesbar", "solo de lectura"); read_paths reads them."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy, table

# "Write nothing to dist", "Schreib nichts nach dist", "im Ordner db fei nix" (check-ze-west).
NOTHING = table(r"nothing;nichts;rien;nada;niente;nulla;ничего;لا\s+شيء;什么都不;何も")
# (mend-ze-paths) the dialect's nix / nüt / nischt, only beside a verb of changing the files
# ("In logs/ nix löschen!", "Im Ordner vendor fei nix ändern", "In config/ änderst du nüt"); not
# where "nothing" is another verb's ("Ich hab nix gegen Änderungen", "ist nix Wichtiges", "nix drin");
# and only in a rule of one folder: beside another ("im Ordner logs nix löschen, im Ordner cache
# schon") the place freed is not read yet, and nix would refuse it too (as nichts still does)
NIX_WORD = r"(?:nix|nüt|nüx|nischt|nüscht)"
NIX_VERB = (
    r"(?:lösch|änder(?!ung)|veränder(?!ung)|schreib|anfass|anrühr|bearbeit|verschieb|umbenenn|"
    r"hinzufüg|erstell|anleg|speicher|entfern|überschreib)\w*"
)
NIX = Lazy(
    rf"(?<!\w){NIX_WORD}\s+(?:(?:in|im|an|am|unter|nach|auf|fei|mehr|da|dort|hier)\s+)*"
    rf"(?:(?-i:[a-zäöüß./])[^\s,;!?]*\s+)?{NIX_VERB}(?!\w)"
    rf"|(?<![\w-]){NIX_VERB}\s+(?:du\s+|ihr\s+|sie\s+|da\s+|fei\s+|bitte\s+)*{NIX_WORD}(?!\w)",
    re.IGNORECASE,
)
# the place's own clause closed by it, the verb said beside ("Im Ordner bilder kannst alles ändern,
# im Ordner kasse fei nix."): only fillers between the place and nix ("Gegen … in docs/ spricht nix"
# is none)
NIX_ALONE = Lazy(
    rf"\b(?:im|in|unter)\s+(?:(?:Ordner|Verzeichnis)\s+)?(?:(?:fei|gor|gar|owa|aber|da|halt|bitte)\s+)*"
    rf"{NIX_WORD}\s*(?:[.;!?]|$)",
    re.IGNORECASE,
)


# Only reading allowed ("只能讀，不能改", "may only be read", "darf nur gelesen werden"): no change.
READ_ONLY = table(
    r"只能读;只能讀;只可以读;只可以讀;只读;只讀;only\s+(?:be\s+)?read;only\s+reading;nur\s+lesen;"
    r"nur\s+gelesen;seulement\s+(?:être\s+)?lu\w*;solo\s+(?:se\s+)?le[eé]\w*;solo\s+lettura;"
    r"только\s+чита\w*;للقراءة;読むだけ;読み取りのみ;읽기만"
    # (English, check-w-en) a place said read-only ("The `scripts` dir is read-only for you"): its
    # "only" is the reading's, no place the writes are kept to
    r";(?:is|are|stays?)\s+read[\s-]+only"
    # (probe-ze, found driving the hook) read-only in words whose "only" the table lacked: the
    # folder was read as the one place writes may go, so a new file anywhere else was denied and
    # the folder itself written ("La carpeta scripts/ es de solo lectura", "Папка docs/ только для
    # чтения", "docs/ 目录下的文件你只能看，不能改", "docs/ ist nur lesbar", "Treat docs/ as read only")
    r";s[oó]lo\s+(?:de\s+)?lectura;только\s+(?:для\s+)?чтени\w*;只能看;只可以看;只能查看;只看不改;"
    r"nur\s+(?:zum\s+)?les(?:en|bar|end)\w*;as\s+read[\s-]+only"
)
