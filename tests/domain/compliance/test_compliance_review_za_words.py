"""Readings of the twenty-seventh round that reached further than their comments said, found by the
last read of the round's change (issue 33), each mended as a class. Every sentence here was written
for this file (none is in a set). On the merged round (fa3873b2) every sibling reads the wrong way;
the near misses, the forms each reading was written for and close wordings, read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.read_language import REPLY
from app.domain.compliance.read_reply import read_on_a_device
from app.domain.compliance.rule_scope import ZH_BARE_REPLY_WHEN
from app.domain.compliance.word_tables import Lazy
from tests.compliance_sets import assert_probes_in_no_set, bash, check, push

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


# ---------------------------------------------------------------- a past habit that holds still

# past_never._STILL: a habit of a time gone by said to hold still ("y seguimos sin hacerlo", "et
# c'est toujours le cas") is a rule of now, where it was dropped as the past's
STILL_NOW = [
    ("El año pasado no pusheábamos a main y seguimos sin hacerlo", push("main"), V),
    ("L'an dernier on ne poussait pas sur main, et c'est toujours le cas", push("main"), V),
    ("Letztes Jahr haben wir nicht auf main gepusht und tun es immer noch nicht", push("main"), V),
    ("В прошлом году мы не пушили в main и до сих пор не пушим", push("main"), V),
    # own wordings of the same class
    ("L'anno scorso non pushavamo su main e non lo facciamo tuttora", push("main"), V),
    ("Раньше мы никогда не пушили в main, и всё ещё не пушим", push("main"), V),
    ("Früher haben wir nie auf main gepusht, und das gilt nach wie vor", push("main"), V),
]  # fmt: skip
STILL_NOW_NEAR = [
    # the forms the reading was written for, and the past's own "still" or "not yet": the past's
    ("El año pasado no pusheábamos a main", push("main"), NA),
    ("L'an dernier on ne poussait toujours pas sur main", push("main"), NA),
    ("L'an dernier on ne poussait pas encore sur main", push("main"), NA),
    ("L'anno scorso non pushavamo ancora su main", push("main"), NA),
    ("El año pasado no pusheábamos a main, todavía no sabíamos", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), STILL_NOW + STILL_NOW_NEAR)
def test_a_past_habit_said_to_hold_still_is_a_rule(verdict, rule, output, expected):
    """'still', said of now, keeps a past habit a rule; the past's own 'still' does not."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- Egyptian ما…ش that urges

# forbidding.NEGATION_BEFORE's Egyptian ما…ش and PERMISSION: "don't hesitate", "don't be shy",
# "it doesn't matter" urge or leave free what follows, where it was read refused
EG_URGES = [
    ("ماتترددش تعمل push على develop", push("develop"), U),
    ("مايفرقش تعمل push على develop", push("develop"), U),
    ("ماتترددش تستخدم npm", bash("npm install"), U),
    ("مايهمش تستخدم npm أو yarn", bash("npm install"), U),
    ("ماتتكسفش تستخدم sudo", bash("sudo ls"), U),
    # own wordings of the same class
    ("ماتترددش تعمل push على main", push("main"), U),
    ("مايهمش تعمل push على develop", push("develop"), U),
    ("وماتتكسفش تستخدم yarn", bash("yarn install"), U),
]  # fmt: skip
EG_URGES_NEAR = [
    # the forms the reading was written for, and close wordings: refused, or a reminder
    ("ماتعملش push على main", push("main"), V),
    ("ماتعملش push على main", push("develop"), F),
    ("ماتستخدمش sudo", bash("sudo ls"), V),
    ("ماتلمسش develop", push("develop"), U),
    ("ماتنساش تعمل push على develop", push("develop"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), EG_URGES + EG_URGES_NEAR)
def test_egyptian_dont_hesitate_refuses_nothing(verdict, rule, output, expected):
    """Egyptian ما…ش of hesitating, shyness or mattering refuses nothing; of an act, refuses it."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a ban said lifted or absent

# forbidding.ban_lifted and _BAN_LIFTED: a ban noun ("prohibición de", "divieto di", "запрет на")
# whose clause says the ban lifted or absent refuses nothing, where it refused what it named
BAN_LIFTED = [
    ("La prohibición de usar sudo ya no aplica", bash("sudo ls"), F),
    ("Il divieto assoluto di usare sudo non c'è più", bash("sudo ls"), F),
    ("Запрета на sudo больше нет", bash("sudo ls"), U),
    ("Никакого запрета на sudo нет", bash("sudo ls"), U),
    # own wordings of the same class
    ("Запрета на npm больше нет", bash("npm install"), U),
    ("La prohibición de usar npm ya no aplica", bash("npm install"), F),
    ("Il divieto di usare npm è stato revocato", bash("npm install"), F),
]  # fmt: skip
BAN_LIFTED_NEAR = [
    # the forms the reading was written for, and close wordings: the ban holds
    ("Строгий запрет на sudo", bash("sudo ls"), V),
    ("Запрет на sudo: нет исключений", bash("sudo ls"), V),
    ("Prohibición absoluta de usar sudo", bash("sudo ls"), V),
    ("Divieto di usare sudo", bash("sudo ls"), V),
    ("Verbot von sudo", bash("sudo ls"), V),
    ("Запрет на npm отменён", bash("npm install"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), BAN_LIFTED + BAN_LIFTED_NEAR)
def test_a_ban_said_lifted_refuses_nothing(verdict, rule, output, expected):
    """A ban noun whose clause says it lifted or absent refuses nothing; said plainly, it does."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- "neither" denying a negative

# forbidding's weder/né/neither and undone: the correlative whose predicate is a negative ("is
# banned", "sind verboten", "sono vietati", "is protected") denies it and refuses nothing; French's
# "né" after its auxiliary is "born", where each was read as refusing what it named
NEITHER_DENIED = [
    ("Neither branch is protected, push to main or develop as you like", push("main"), U),
    ("Neither branch is protected, push to main or develop as you like", push("develop"), U),
    ("Neither npm nor yarn is banned; pick one", bash("npm install"), F),
    ("Weder npm noch yarn sind verboten, nimm was du willst", bash("npm install"), F),
    ("Né npm né yarn sono vietati, usa quello che vuoi", bash("npm install"), F),
    ("Ce qui est né sur develop se pousse sur develop", push("develop"), U),
    # own wordings of the same class
    ("Weder main noch develop sind geschützt, push wohin du willst", push("main"), U),
    ("Né main né develop sono protetti, pusha dove vuoi", push("main"), U),
    ("Neither npm nor pnpm is forbidden here", bash("npm install"), F),
]  # fmt: skip
NEITHER_DENIED_NEAR = [
    # the forms the reading was written for (fix-za-noticed), and close wordings: refused
    ("Push to neither main nor develop", push("develop"), V),
    ("Weder auf main noch auf release pushen", push("main"), V),
    ("Né su main né su release si pusha", push("main"), V),
    ("Use neither npm nor yarn", bash("npm install"), V),
    ("Weder npm noch yarn benutzen", bash("npm install"), V),
    ("Né npm né yarn, usa pnpm", bash("npm install"), V),
    ("Neither npm nor yarn is allowed", bash("npm install"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NEITHER_DENIED + NEITHER_DENIED_NEAR)
def test_neither_with_a_negative_predicate_refuses_nothing(verdict, rule, output, expected):
    """'neither … banned' denies the ban; 'neither … nor' with a plain verb refuses each."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a permission that urges a refusal

# forbidding.PERMISSION: "without hesitation" urging a refusal, and "don't worry about …ing" with
# the speaker taking the act over, permit nothing: the refusal stands, where it was taken out
NO_PERMISSION = [
    ("Don't worry about pushing to main, I'll do it myself", push("main"), V),
    ("Do not worry about pushing to main; that's my job.", push("main"), V),
    ("Without hesitation, refuse any push to main", push("main"), V),
    ("Без колебаний откажись от sudo", bash("sudo ls"), V),
    # own wordings of the same class
    ("Don't worry about pushing to main, leave it to me", push("main"), V),
    ("Sin dudarlo, rechaza cualquier push a main", push("main"), V),
    ("Senza esitare, rifiuta ogni push su main", push("main"), V),
]  # fmt: skip
NO_PERMISSION_NEAR = [
    # the forms the phrases were written for, and close wordings: a permission, no rule
    ("Don't worry about pushing to main, it's fine", push("main"), U),
    ("Without hesitation, push to main", push("main"), U),
    ("Sin dudarlo, haz push a main", push("main"), U),
    ("Без колебаний используй sudo", bash("sudo ls"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NO_PERMISSION + NO_PERMISSION_NEAR)
def test_a_permission_phrase_urging_a_refusal_permits_nothing(verdict, rule, output, expected):
    """'without hesitation, refuse …' and 'don't worry about it, I'll do it' keep the refusal."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- staying with a complement

# staying_places._MUST_STAY: the modal's staying verb keeps a place only closing its clause or
# with "put", "as is", "there"; with another complement ("should stay small") it keeps a property,
# where the folder was read kept and its trimming refused
STAYS_SMALL = [
    ("results/ stays put, logs/ should stay small though, so trim it", bash("rm -r logs/"), F),
    # own wordings of the same class
    ("results/ stays put, logs/ should remain short, so trim it", bash("rm -r logs/"), F),
    ("results/ stays put, logs/ has to stay tidy, so prune it", bash("rm -r logs/"), F),
    ("results/ stays put, logs/ needs to stay under 1 GB, so trim it", bash("rm -r logs/"), F),
]  # fmt: skip
STAYS_SMALL_NEAR = [
    # the forms the reading was written for (fix-za-noticed), and close wordings: kept
    ("results/ stays put, logs/ must stay", bash("rm -r logs/"), V),
    ("results/ stays put, logs/ should stay there", bash("rm -r logs/"), V),
    ("results/ stays put, logs/ must stay as is", bash("rm -r logs/"), V),
    ("results/ stays put, logs/ should stay too", bash("rm -r logs/"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), STAYS_SMALL + STAYS_SMALL_NEAR)
def test_staying_with_a_complement_keeps_no_place(verdict, rule, output, expected):
    """'logs/ should stay small' keeps a property of the folder, not the folder where it is."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- "we dropped the X ban"

# given_up._EN_GIVEN_UP: the rule's thing before its noun ("the yarn ban"), read in "the X ban is
# lifted" only, is read in "we dropped / lifted the X ban" too, where the ban still refused
DROPPED_THE_X_BAN = [
    ("We dropped the yarn ban.", bash("yarn install"), NA),
    ("We lifted the yarn ban, use whatever you like", bash("yarn install"), NA),
    # own wordings of the same class
    ("We've lifted the sudo ban, run what you need", bash("sudo ls"), NA),
    ("We dropped our old yarn ban.", bash("yarn install"), NA),
]  # fmt: skip
DROPPED_THE_X_BAN_NEAR = [
    # the forms the reading was written for (fix-za-noticed), and close wordings
    ("The yarn ban is lifted", bash("yarn install"), NA),
    ("We dropped the ban.", bash("yarn install"), NA),
    ("Use pnpm. We dropped the old ban on yarn.", bash("yarn install"), NA),
    ("We kept the yarn ban.", bash("yarn install"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DROPPED_THE_X_BAN + DROPPED_THE_X_BAN_NEAR)
def test_we_dropped_the_x_ban_gives_it_up(verdict, rule, output, expected):
    """'We dropped the yarn ban' gives the ban up, as 'the yarn ban is lifted' does."""
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- written once

# forbidding: French's plain "Interdiction de …" folded into the ban noun's line, it takes the
# line's guard (a question asks, refuses nothing); read_language reads rule_scope's bare 回, the
# ASCII ";" before it too; read_reply's terminal stands for the replies only said printing or
# showing them, as its comment says
WRITTEN_ONCE = [
    ("Y a-t-il une interdiction de pousser sur main ?", push("main"), NA),
]  # fmt: skip
WRITTEN_ONCE_NEAR = [
    ("Interdiction de pousser sur main", push("main"), V),
    ("Interdiction formelle de pousser sur main", push("main"), V),
    ("L'interdiction de pousser sur main est levée", push("main"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WRITTEN_ONCE + WRITTEN_ONCE_NEAR)
def test_the_plain_ban_noun_reads_as_the_line_it_joined(verdict, rule, output, expected):
    """'Interdiction de …' refuses as 'Interdiction formelle de …' does, and not in a question."""
    check(verdict, rule, output, expected)


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        (
            "Пиши настройщикам без жирного шрифта, так как их старый терминал печатает звёздочки.",
            True,
        ),
        ("Бортовые терминалы их не отображают, так что без эмодзи.", True),
        ("Никаких заголовков: у бригадира старый терминал.", True),
        ("Запусти это в терминале и пришли вывод.", False),
        ("Терминал в углу давно не работает.", False),
        ("Le téléphone du bureau sonne.", False),
    ],
)
def test_the_terminal_stands_for_the_replies_only_printing_them(words, expected):
    """The terminal is the replies' device said printing or showing them, never the word alone."""
    assert read_on_a_device(words) is expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [("留言;回的时候用中文", True), ("留言，回的时候用中文", True), ("来回的时候用中文", False)],
)
def test_the_bare_reply_is_one_definition(words, expected):
    """read_language reads the bare 回 as rule_scope does, ASCII ";" before it included."""
    assert bool(REPLY.search(words)) is expected
    assert bool(Lazy(ZH_BARE_REPLY_WHEN).search(words)) is expected


PROBES = (
    STILL_NOW
    + STILL_NOW_NEAR
    + EG_URGES
    + EG_URGES_NEAR
    + BAN_LIFTED
    + BAN_LIFTED_NEAR
    + NEITHER_DENIED
    + NEITHER_DENIED_NEAR
    + NO_PERMISSION
    + NO_PERMISSION_NEAR
    + STAYS_SMALL
    + STAYS_SMALL_NEAR
    + DROPPED_THE_X_BAN
    + DROPPED_THE_X_BAN_NEAR
    + WRITTEN_ONCE
    + WRITTEN_ONCE_NEAR
)


def test_the_probes_are_in_no_set():
    """No sentence here is a case of any set."""
    assert_probes_in_no_set(PROBES)
