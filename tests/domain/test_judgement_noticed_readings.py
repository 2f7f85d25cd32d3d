"""Issue 33, twenty-ninth round (fix-zc-judge): noticed judgement readings that saved the wrong
words or none. Each class has siblings across languages (each misread on 46f4325d) and near misses
(read the same before and after the mend)."""

from __future__ import annotations

import re

import pytest

from app.domain.compliance import check
from app.domain.compliance.model import Outcome, RuleText, ToolCall
from app.domain.memory.judgement import judge


def suggested(text: str) -> str | None:
    """The words of the message's suggestion, or None."""
    s = judge(text).suggestion
    return None if s is None else s.content


def remembered(text: str) -> list[str]:
    """The words of the message's explicit "remember" requests."""
    return [r.content for r in judge(text).explicit if r.form == "remember"]


# ------------------------------------------------ 1. a ban on a branch, then where the work goes

# POOL: none. No labelled judgement case (tests/data/memory_judgement/**, heldout and dev33zc left
# out) has a ban on a branch and its allowed place in two sentences: the reading is outside the
# rule of evidence.
BAN_AND_PLACE = [
    (
        "Nicht auf release/* pushen! Hotfixes kommen auf hotfix/*.",
        "Nicht auf release/* pushen! Hotfixes kommen auf hotfix/*",
        "release/1.2",
    ),
    (
        "Never push to main! Features go on feature/*.",
        "Never push to main! Features go on feature/*",
        "main",
    ),
    (
        "Ne pousse jamais sur main ! Les correctifs vont sur hotfix/*.",
        "Ne pousse jamais sur main ! Les correctifs vont sur hotfix/*",
        "main",
    ),
    (
        "Don't push to develop. Bugfixes go to bugfix/*.",
        "Don't push to develop. Bugfixes go to bugfix/*",
        "develop",
    ),
    (
        "No pushes to production! Hotfixes land on hotfix/*.",
        "No pushes to production! Hotfixes land on hotfix/*",
        "production",
    ),
    (
        "¡No hagas push a main! Las features van a feature/*.",
        "¡No hagas push a main! Las features van a feature/*",
        "main",
    ),
    (
        "Nunca empujes a main. Los arreglos van en hotfix/*.",
        "Nunca empujes a main. Los arreglos van en hotfix/*",
        "main",
    ),
    (
        "Mai fare push su release/*. Le correzioni vanno su hotfix/*.",
        "Mai fare push su release/*. Le correzioni vanno su hotfix/*",
        "release/2.0",
    ),
    (
        "Не пушь в main! Фичи идут в feature/*.",
        "Не пушь в main! Фичи идут в feature/*",
        "main",
    ),
    (
        "Никогда не пушь в master. Исправления — в hotfix/*.",
        "Никогда не пушь в master. Исправления — в hotfix/*",
        "master",
    ),
    (
        "لا تدفع إلى main أبدا! الميزات تذهب إلى feature/*.",
        "لا تدفع إلى main أبدا! الميزات تذهب إلى feature/*",
        "main",
    ),
    ("不要推到 main！功能分支推到 feature/*。", "不要推到 main！功能分支推到 feature/*", "main"),
    (
        "main には絶対にプッシュしないで。機能は feature/* に。",
        "Main には絶対にプッシュしないで。機能は feature/* に",
        "main",
    ),
    (
        "main에는 절대 푸시하지 마세요. 기능은 feature/*로 보내세요.",
        "Main에는 절대 푸시하지 마세요. 기능은 feature/*로 보내세요",
        "main",
    ),
    (
        "Pushe nie direkt auf main. Features kommen auf feature/*.",
        "Pushe nie direkt auf main. Features kommen auf feature/*",
        "main",
    ),
]


@pytest.mark.parametrize(("text", "words", "refused"), BAN_AND_PLACE)
def test_a_ban_and_its_allowed_place_are_suggested_as_one_rule(text, words, refused):
    """A ban on a branch and the sentence after it naming where the work goes are one rule."""
    assert suggested(text) == words


@pytest.mark.parametrize(("text", "words", "refused"), BAN_AND_PLACE)
def test_the_joined_words_still_refuse_a_push_to_the_banned_branch(text, words, refused):
    """The checker, reading the saved words, refuses a push to the banned branch."""
    verdict = check(RuleText(suggested(text)), ToolCall.shell(f"git push origin {refused}"))
    assert verdict.verdict is Outcome.VIOLATED


@pytest.mark.parametrize(("text", "words", "refused"), BAN_AND_PLACE)
def test_the_joined_words_let_a_push_to_the_allowed_place_through(text, words, refused):
    """The same words let a push to the second sentence's place through ("feature/x" under
    "feature/*"): the ban kept, the place it points to stays open."""
    allowed = re.findall(r"([\w-]+)/\*", words)[-1] + "/x"
    verdict = check(RuleText(suggested(text)), ToolCall.shell(f"git push origin {allowed}"))
    assert verdict.verdict is not Outcome.VIOLATED


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # two unrelated rules stay as they were: the first is suggested
        ("Never push to main! Run the linter before each commit.", "Never push to main"),
        (
            "Ne pousse jamais sur main. Lance les tests avant chaque commit.",
            "Ne pousse jamais sur main",
        ),
        # the same branch again, a question, a ban for one day, a place first then a ban
        ("Never push to main. Tag releases on main.", "Never push to main"),
        ("Never push to main. Is feature/* the right place?", "Never push to main"),
        ("Don't push to main today. Features go on feature/*.", "Features go on feature/*"),
        ("Always push to feature/*. Never force-push.", "Always push to feature/*"),
        ("Never push to main.", "Never push to main"),
        ("Features go on feature/*.", "Features go on feature/*"),
    ],
)
def test_near_misses_of_a_ban_and_its_place_read_as_before(text, words):
    """Two unrelated rules, one occasion or one sentence alone are suggested as before."""
    assert suggested(text) == words


# ---------------------------------------------- 2. the remember frame's pronoun is not the fact

# POOL: none. The labelled cases with a remember frame's pronoun before a colon or a comma
# (en-115, dev33t-ar-506, dev33u-en-501, frozen33t-en-508, …) use the standard pronoun before a
# colon and are read right already: outside the rule of evidence.


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Merk dir des: da Schlüssel liegt unterm Blumentopf.",
            "Da Schlüssel liegt unterm Blumentopf.",
        ),
        ("merk dir des, da Bus fahrt um sechse", "Da Bus fahrt um sechse"),
        (
            "Merk dir dat: de Schlüssel liegt ünner'm Blomenpott.",
            "De Schlüssel liegt ünner'm Blomenpott.",
        ),
        (
            "Merk dir's: der Schlüssel liegt unterm Blumentopf.",
            "Der Schlüssel liegt unterm Blumentopf.",
        ),
        ("Remember this, the bus leaves at six.", "The bus leaves at six."),
        ("Keep in mind dat: the key is under the flowerpot.", "The key is under the flowerpot."),
        ("Remember the following: the key is under the pot.", "The key is under the pot."),
        ("Souviens-toi de ça, la clé est sous le pot.", "La clé est sous le pot."),
        ("Recuerda eso, el bus sale a las seis.", "El bus sale a las seis."),
        ("Recuerda lo siguiente: la llave está bajo la maceta.", "La llave está bajo la maceta."),
        ("Ricorda quanto segue: la chiave è sotto il vaso.", "La chiave è sotto il vaso."),
        ("Запомни это, автобус уходит в шесть.", "Автобус уходит в шесть."),
        ("Запомни следующее: ключ под горшком.", "Ключ под горшком."),
        # ("вот что:" was read as text handed over to work on, ru.py's `material`)
        ("Запомни вот что: ключ под горшком.", "Ключ под горшком."),
        ("Запомни вот это: ключ под горшком.", "Ключ под горшком."),
        ("Сохрани вот что: пароль от вайфая guest123.", "Пароль от вайфая guest123."),
        ("تذكر هذا، المفتاح تحت أصيص الزهور.", "المفتاح تحت أصيص الزهور."),
        ("记住这个，钥匙在花盆下面。", "钥匙在花盆下面。"),
    ],
)
def test_the_frame_pronoun_before_a_colon_or_comma_is_left_out(text, words):
    """ "Merk dir des: …", "Remember this, …": the pronoun belongs to the frame, not the fact."""
    assert remembered(text) == [words]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "Merk dir das: der Schlüssel liegt unterm Blumentopf.",
            ["Der Schlüssel liegt unterm Blumentopf."],
        ),
        ("Merk dir, dass der Bus um sechs fährt.", ["Der Bus um sechs fährt."]),
        ("Remember Des Moines: the office moved there.", ["Des Moines: the office moved there."]),
        ("これを覚えておいて：鍵は植木鉢の下にある。", ["鍵は植木鉢の下にある。"]),
        ("이거 기억해, 열쇠는 화분 밑에 있어.", ["열쇠는 화분 밑에 있어."]),
        ("Retiens ça, le bus part à six heures.", ["Le bus part à six heures."]),
        ("Remember that, please.", []),
        ("Вот текст: перескажи его.", []),
        ("Перескажи вот это: ключ под горшком.", []),
        ("Please don't remember that, it was a typo.", []),
        ("记住这个。", []),
    ],
)
def test_near_misses_of_the_frame_pronoun_read_as_before(text, kept):
    """A standard pronoun, a name, a pronoun before the verb or nothing after it: as before."""
    assert remembered(text) == kept


# ------------------------------------------------ 3. a fact kept after "that", not a file saved

# POOL: none. The labelled "save/note that …" cases (dev33r-de-508, frozen33e-de-007,
# dev33s-it-502, dev33s-it-507, frozen33r-it-501, …) are read right already, and no labelled Arabic
# case keeps a file's name after أن: outside the rule of evidence.


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "احفظ أن ملف الميزانية باسم budget.xlsx في مجلد المستندات.",
            "ملف الميزانية باسم budget.xlsx في مجلد المستندات.",
        ),
        (
            "تذكر أن التقرير باسم report.pdf في مجلد المشاركة.",
            "التقرير باسم report.pdf في مجلد المشاركة.",
        ),
        (
            "خلّي في بالك أن العقد باسم contract.docx في مجلد المشاركة.",
            "العقد باسم contract.docx في مجلد المشاركة.",
        ),
        (
            "افتكر إن الفاتورة باسم invoice.pdf في التنزيلات.",
            "الفاتورة باسم invoice.pdf في التنزيلات.",
        ),
        ("احفظي بأن الجدول بصيغة CSV في مجلد التقارير.", "الجدول بصيغة CSV في مجلد التقارير."),
        (
            "لا تنس أن ملف العقد باسم contract.pdf في مجلد المشاركة.",
            "ملف العقد باسم contract.pdf في مجلد المشاركة.",
        ),
        (
            "Save that the budget file is in the Documents folder.",
            "The budget file is in the Documents folder.",
        ),
        ("Please save that the office wifi is guest-5G.", "The office wifi is guest-5G."),
        ("Record that we ship on Thursdays.", "We ship on Thursdays."),
        (
            "Speicher, dass die Budgetdatei im Dokumente-Ordner liegt.",
            "Die Budgetdatei im Dokumente-Ordner liegt.",
        ),
        (
            "Salva che il file del budget è nella cartella Documenti.",
            "Il file del budget è nella cartella Documenti.",
        ),
    ],
)
def test_saving_that_a_fact_holds_is_an_explicit_remember(text, words):
    """ "احفظ أن …", "Save that the file is …": the fact after "that" is kept at once."""
    assert remembered(text) == [words]


@pytest.mark.parametrize(
    "text",
    [
        "احفظ الملف باسم budget.xlsx في مجلد المستندات",
        "احفظ جدول المعدية باسم winter.pdf في التنزيلات",
        "احفظ الجدول بصيغة CSV",
        "احفظ التقرير على سطح المكتب",
        "Save the file as budget.xlsx in the Documents folder.",
        "Save that file as budget.xlsx in Documents.",
        "Speichere die Datei als budget.xlsx im Ordner Dokumente.",
        "Salva il file come budget.xlsx in Documenti.",
        "Salva che poi lo guardo.",
        "Log that the deploy failed.",
    ],
)
def test_saving_a_file_keeps_nothing_as_before(text):
    """A file saved by its name, format or folder (or "save" meaning something else) keeps nothing."""
    assert judge(text).explicit == ()
