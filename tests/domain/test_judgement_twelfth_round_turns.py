"""Issue 33, twelfth round (a message's turns, all 11 languages): dev33l's 7NN lines were written by
hand before the judgement was touched and committed (06ad835) before their first run; their frozen
third (the lowest third per language by SHA-256, ids frozen33l-<lang>-7NN) is scored once, by the
integrator, at the end, never here.

The probes below are in no set. Each class was read as a structure (a rule corrected in the same
message, taken back by not recording it, told of as a past habit, denied, or told of as another
team's and then taken up), and each probe of a class is a sentence nobody had written for it: every
one of them is read wrong by main's code (ebf0ae5); the near misses are read right by main's code
and must stay so."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge, taking_back
from benchmarks.judge import DEV33L, DEV33L_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

LANGUAGES = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")
CATEGORIES = {
    "corrected": "suggest",
    "reported-then-owned": "suggest",
    "retracted": "none",
    "denied": "none",
    "past-habit": "none",
    "reported": "none",
}


def _mine(folder):
    return [c for c in load_corpus(folder) if 700 <= int(c.id.rsplit("-", 1)[1]) < 800]


def test_the_twelfth_round_turns_set_is_whole_and_apart():
    """Ten messages per language (four to suggest, six to leave alone), the frozen third chosen by
    the SHA-256 of each text, the category the first tag and its label, and no text in any other
    set (the frozen third is loaded, never judged)."""
    assert_round_set(
        DEV33L,
        DEV33L_FROZEN,
        LANGUAGES,
        "twelfth-round",
        {"suggest": 4, "none": 6},
        range(700, 800),
    )
    mine = _mine(DEV33L) + _mine(DEV33L_FROZEN)
    assert all(CATEGORIES[c.tags[0]] == c.label for c in mine)


# A rule taken back by not recording it: a verb of noting or saving, negated, with a word that
# points back at what was said, or closing its clause; what follows puts the matter off.
NOT_RECORDED = [
    "From now on, always bump the chart version on every deploy. Don't record that, I'm only guessing.",
    "D'ora in poi si rilascia sempre e solo di pomeriggio. Non segnartelo, è solo un'idea.",
    "Отныне все миграции всегда проверяет Олег. Не записывай пока, это черновик.",
    "من الآن فصاعداً، كل نشر يكون مساءً دائماً. لا تكتب هذا، لسه بنتناقش.",
    "以后周会改到周四。这个先别记，等老板确认。",
    "今後、設計書は必ずConfluenceに置くこと。それはまだメモしなくていいです。",
    "앞으로 배포 전에 꼭 체크리스트 돌리기. 그건 아직 기록하지 마세요.",
    "Dorénavant, toujours deux relecteurs par merge request. Pas besoin de le noter, c'est provisoire.",
    "De ahora en adelante, siempre dos revisores por PR. Eso no lo anotes, es provisional.",
    "Ab sofort werden alle Releases am Donnerstag gebaut. Das bitte nicht notieren, ist nur eine Idee.",
]

# A habit of the speaker's past: a past time named (when I joined, back then, 那会儿, 当年,
# quand je suis arrivé), nothing of now set against it.
PAST_HABITS = [
    "Quand je suis arrivé dans l'équipe, chaque mise en prod passait par le chef de projet.",
    "那會兒每次上線都要老闆簽字。",
    "在老东家的时候，每个接口都必须写单元测试。",
    "当年我们组每个需求都要写三页设计文档。",
    "剛來公司的時候，每個 commit 都要附 ticket 號。",
]

# A rule named, then a verb of saying (or deciding, instructing) denied by the speaker.
DENIALS = [
    "タブ禁止なんて一度も言ってないよ。",
    "金曜にデプロイ禁止なんて、誰にも言ってませんよ。",
    "毎回ペアプロしろなんて、僕は指示した覚えはありません。",
]


@pytest.mark.parametrize("text", NOT_RECORDED + PAST_HABITS + DENIALS)
def test_a_turn_that_leaves_nothing_of_the_users_own_suggests_nothing(text):
    assert reading(text) == "none"


# A rule corrected in the same message, the mend of any length aligned with what it replaces:
# (message, words the stored rule must hold, words it must no longer hold).
CORRECTED = [
    (
        "Hotfixes always go through the release manager, no wait, through whoever is on call that week.",
        "Hotfixes always go through whoever is on call that week",
        "release manager",
    ),
    (
        "I backup notturni partono alle due, anzi no, partono alle quattro quando il traffico è più basso.",
        "I backup notturni partono alle quattro",
        "alle due",
    ),
    (
        "Релизные ветки создаём от main, хотя нет, создаём их от последнего тега, чтобы не тащить лишнее.",
        "от последнего тега",
        "от main",
    ),
    # a value after the marker mends the rule's last value
    ("測試覆蓋率至少七成……不對，八成，低過八成唔准合併。", "測試覆蓋率至少八成", "七成"),
    # the words after the marker a rule of their own that restarts the rule
    (
        "Backups laufen um Mitternacht, nee warte, um vier Uhr früh, wenn keiner mehr arbeitet.",
        "Backups laufen um vier Uhr früh",
        "Mitternacht",
    ),
    (
        "Los despliegues se hacen los lunes, no, espera, mejor los hacemos los jueves por la tarde cuando hay menos tráfico.",
        "Los despliegues se hacen los jueves por la tarde",
        "lunes",
    ),
]


@pytest.mark.parametrize(("text", "holds", "gone"), CORRECTED)
def test_a_corrected_rule_is_stored_as_corrected(text, holds, gone):
    found = judge(text).suggestion
    assert found is not None
    assert holds in found.content and gone not in found.content


# A request to remember, then a repair: the corrected rule is stored without the request's head.
ASKED_THEN_MENDED = [
    (
        "Remember: never push to main, no wait, never push to main or to any release/* branch.",
        "Never push to main or to any release/* branch",
    ),
    ("记住：覆盖率门槛七十，不对，八十，低于八十不让合并。", "覆盖率门槛八十，低于八十不让合并"),
]


@pytest.mark.parametrize(("text", "stored"), ASKED_THEN_MENDED)
def test_a_rule_mended_after_a_request_to_remember_is_stored_without_its_head(text, stored):
    found = judge(text).suggestion
    assert found is not None and found.content == stored


# A way told of as another team's, then taken up by the speaker's team from now on.
ADOPTED = [
    "小张说他们组每个接口都写契约测试，以后我们也这么干。",
    "Anna meint, bei ihnen läuft jeder Hotfix über den Bereitschaftsdienst, das übernehmen wir ab sofort.",
    "У бэкендеров каждый PR смотрят двое, и у нас теперь будет то же самое.",
]


@pytest.mark.parametrize("text", ADOPTED)
def test_a_way_taken_up_from_now_on_is_the_users_rule(text):
    found = judge(text).suggestion
    assert found is not None and found.content.startswith(text[:6])


# Near misses, read right by main's code: a negated verb of saving with a thing of its own is a
# rule; a past time a rule of now is set against, a time of someone joining from now on, "before"
# after a verb, a thing said before and said again; "no" and "sorry" that correct nothing, a
# one-off corrected, a repair that puts the matter off, a verb of cancelling, a report alone,
# "the same" asked once or done in the past.
NEAR_MISSES = [
    ("Ne note jamais les mots de passe dans le wiki.", "suggest"),
    ("密码不要写在代码里。", "suggest"),
    ("Не храните пароли в репозитории.", "suggest"),
    ("パスワードは絶対にメモしないでください。", "suggest"),
    ("Back then we deployed by hand; from now on the pipeline deploys every merge.", "suggest"),
    ("新人が入社したときは、必ずオンボーディング資料を渡すこと。", "suggest"),
    ("신입이 입사하면 첫 주에 꼭 보안 교육을 받게 해 주세요.", "suggest"),
    ("上线以前必须跑一遍回归测试。", "suggest"),
    ("Every new hire gets a laptop on their first day.", "suggest"),
    ("前にも言ったとおり、本番のDBは直接触らないこと。", "suggest"),
    ("No print statements in library code: only the logger.", "suggest"),
    ("Use tabs, sorry if that sounds strict, it's what the linter expects.", "suggest"),
    (
        "Can you rerun the job on staging, sorry, I mean on the preprod box we set up yesterday?",
        "none",
    ),
    (
        "Deploy this branch to staging now, no wait, deploy the hotfix branch to staging first and then tell me.",
        "none",
    ),
    ("Always squash merge, no wait, I have to go, we'll talk about it tomorrow.", "none"),
    (
        "From now on, pin every base image by digest. Actually no, forget that, the registry already does it.",
        "none",
    ),
    ("Omar's team tags every container image with the git SHA.", "none"),
    ("Do the same for the other two files.", "none"),
    ("Мы сделали так же, как у аналитиков, в прошлом месяце.", "none"),
]


@pytest.mark.parametrize(("text", "label"), NEAR_MISSES)
def test_a_near_miss_of_a_turn_keeps_its_reading(text, label):
    assert reading(text) == label


@pytest.mark.parametrize(
    "text",
    [
        "Since the last outage, every deploy needs a rollback plan.",
        "从上个迭代开始，每次发版都要写发布说明。",
        "Seit dem letzten Release wird jeder Merge-Request von zwei Leuten geprüft.",
    ],
)
def test_a_time_that_runs_up_to_now_is_no_past_habit(text):
    """ "since last sprint we…" is a rule of now: the past habit's reading never takes it (whether
    the sentence is read as a rule is its language's reading)."""
    assert not taking_back.of_the_past(text)


def test_the_probes_are_in_no_set():
    probes = (
        NOT_RECORDED
        + PAST_HABITS
        + DENIALS
        + [t for t, _, _ in CORRECTED]
        + [t for t, _ in ASKED_THEN_MENDED]
        + ADOPTED
        + [t for t, _ in NEAR_MISSES]
    )
    texts = texts_outside() | {c.text for c in load_corpus(DEV33L)}
    texts |= {c.text for c in load_corpus(DEV33L_FROZEN)}
    assert texts.isdisjoint(probes)
