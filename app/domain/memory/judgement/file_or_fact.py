"""A file saved, or a fact kept (issue 33, twenty-ninth round): the same verb of saving reads both.
"احفظ الملف باسم budget.xlsx في مجلد المستندات" saves a file (a task done now, nothing to keep);
"احفظ أن ملف الميزانية باسم budget.xlsx في مجلد المستندات" keeps a fact, told in a clause opened by
"that". The words after the verb look alike (a file, its name, its folder): only the "that" before
them tells the two apart, so the refusal of a file saved is asked here, where the words before the
kept ones are seen (`requests._explicit_at_start`), never in the table's `not_remembered`, which
sees the kept words alone. And the western "Save that the file is …" beside "Save the file as …":
a verb of saving with "that" and a clause after it is a remember frame (`that_forms`), which the
tables' own forms lacked (they read "save" with a colon or with "to your memory" only)."""

from __future__ import annotations

from app.domain.memory.judgement.ar_script import W, ax
from app.domain.memory.judgement.lexicon import Form, rx

# Arabic's file saved, read on the kept words: the thing saved is a file, a sheet, a picture or a
# report, then by what name, in what format or where ("احفظ الملف باسم عرض_نهائي.xlsx", "احفظ الجدول
# بصيغة CSV", "احفظ التقرير على سطح المكتب"; issue 33, twenty-second round); or whatever the thing,
# saved under a file's name with its extension and only a where after it ("احفظ جدول المعدية باسم
# winter.pdf في التنزيلات"; twenty-eighth round).
_FILE_SAVED = ax(
    r"^(?:الملف|الملفات|المستند|الجدول|الصور[ةه]|الصور|العرض|التقرير|النسخ[ةه]|المسود[ةه]|الشيت)"
    r"(?:\s+\S+){0,6}?\s+(?:باسم|بصيغ[ةه]|بامتداد|على\s+سطح\s+المكتب|في\s+(?:المجلد|مجلد))" + W,
    r"^(?:\S+\s+){0,7}?باسم\s+[\w.-]+\.(?:pdf|xlsx|xls|docx|doc|csv|ods|odt|txt|pptx|jpe?g|png)(?!\w)"
    r"(?:\s+(?:في|على|داخل|ضمن)\s+(?:\S+\s*){1,3})?\s*[.!]*\s*$",
)
# "that" said right before the kept words: what follows is a clause, a fact told
_THAT = ax(r"(?:^|\s|[،,:])(?:أن|بأن|إن|ان)" + W + r"\s*$")


def file_saved(head: str, kept: str, code: str) -> bool:
    """The words `kept` (after a remember form's verb, `head` the words before them) name a file
    saved by its name, format or folder, with no "that" opening them, in the language `code`."""
    # (Arabic's the one language read so here)
    return code == "ar" and _FILE_SAVED.search(kept) is not None and _THAT.search(head) is None


# A verb of saving or noting, "that", then a clause: its subject an article, a possessive or a
# pronoun ("Save that the budget file is …", "Store that our VPN …"), so "Save that file as …" (a
# determiner "that") stays a file saved; German's "dass" opens a clause by itself, Italian's "che"
# with an article after it. ("Log that …" is left out: it may ask for a line in a log.) (French "Enregistre que …" and Russian "Сохрани, что …" were read already; Spanish
# "Guarda que …" is also "watch out" in the River Plate, left as it is.)
_THAT_FORMS = {
    "en": r"^\s*(?:(?:please|pls|just)\s+)?(?:save|store|record|note\s+down|write\s+down)\s*,?\s+that\s+"
    r"(?P<rest>(?:the|our|my|your|his|her|their|we|you|i|it['’]s|there|they|he|she)\b.+)$",
    "de": r"^\s*(?:bitte\s+)?(?:speicher|speichere|speichern\s+Sie|notier|notiere|notieren\s+Sie|vermerk|vermerke)"
    r"(?:\s+(?:dir|bitte|mal))*\s*,?\s*dass\s+(?P<rest>.+)$",
    "it": r"^\s*(?:per\s+favore,?\s+)?(?:salva|salvati|segna|segnati|annota|annotati|memorizza|registra)"
    r"(?:\s+(?:pure|bene))?\s*,?\s*che\s+"
    # (a subject with its article or a possessive: "Salva che poi lo guardo" is "so that")
    r"(?P<rest>(?:il|lo|la|i|gli|le|un|una|uno|mio|mia|nostro|nostra|questo|questa)\b.+|(?:l|un|quest)['’].+)$",
}


def that_forms(code: str) -> tuple[Form, ...]:
    """The remember forms of a verb of saving with "that" and a clause, for the table `code`."""
    found = _THAT_FORMS.get(code)
    return () if found is None else (Form(rx(found)),)
