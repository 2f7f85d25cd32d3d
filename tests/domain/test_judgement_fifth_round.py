"""Issue 33, fifth round: the judgement reads a class of wordings, not a sentence: the remember
verb asked for in a wish or a polite question, German preferences said by comparative,
superlative or a prefer verb at the end of the clause."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge

REMEMBER_ASKED = [
    (
        "Ich möchte, dass du dir merkst, dass der Build-Server ci02 heißt.",
        "Der Build-Server ci02 heißt.",
    ),
    ("Ich will, dass ihr euch merkt: Die Doku liegt im Wiki.", "Die Doku liegt im Wiki."),
    ("Könntest du dir bitte merken, dass der Kunde in Graz sitzt?", "Der Kunde in Graz sitzt"),
    ("I'd like you to remember that the cron runs at 2.", "The cron runs at 2."),
    ("Could you remember that the VPN is vpn.corp?", "The VPN is vpn.corp"),
    ("Je voudrais que tu retiennes que la prod tourne sur Debian.", "La prod tourne sur Debian."),
    ("Tu pourrais retenir que le client est à Lyon ?", "Le client est à Lyon"),
    ("Quiero que recuerdes que la base se llama ventas.", "La base se llama ventas."),
    ("Vorrei che ricordassi che il cliente è a Torino.", "Il cliente è a Torino."),
    ("Я хочу, чтобы ты запомнил, что сервер в Риге.", "Сервер в Риге."),
]


@pytest.mark.parametrize(("text", "content"), REMEMBER_ASKED)
def test_a_remember_verb_asked_in_a_wish_or_polite_question_is_a_remember_request(text, content):
    """'I'd like you to remember that …', 'Kannst du dir merken, dass …?' save a fact as
    'Remember …' does, in every language whose table names the frame."""
    result = judge(text)
    assert [(r.form, r.content) for r in result.explicit] == [("remember", content)]


@pytest.mark.parametrize(
    "text",
    [
        "Kannst du dir merken, wie der Server heißt?",
        "Can you remember what the server is called?",
        "Can you remember to run the tests?",
        "Tu te souviens que le serveur était lent ?",
    ],
)
def test_a_question_about_memory_is_no_remember_request(text):
    """A question asking what is remembered, or to remember to do a job, saves nothing."""
    assert not judge(text).explicit


GERMAN_PREFERENCES = [
    ("Mir sind kurze PRs lieber als lange.", "Kurze PRs lieber als lange"),
    ("Am liebsten hätte ich Antworten ohne Einleitung.", "Antworten ohne Einleitung"),
    ("Ich würde Poetry gegenüber pip bevorzugen.", "Poetry gegenüber pip"),
    ("Ich präferiere Fish statt Bash.", "Fish statt Bash"),
    ("Ich ziehe Podman Docker vor.", "Podman Docker"),
    ("Mir wäre es lieber, wenn die Logs auf Englisch sind.", "Die Logs auf Englisch sind"),
]


@pytest.mark.parametrize(("text", "content"), GERMAN_PREFERENCES)
def test_german_preferences_by_comparative_superlative_or_final_verb(text, content):
    """'Mir ist X lieber als Y', 'Am liebsten …', 'Ich würde X bevorzugen', 'Ich ziehe X vor'
    are 'I prefer' forms."""
    result = judge(text)
    assert [(r.form, r.content) for r in result.explicit] == [("prefer", content)]


@pytest.mark.parametrize(
    "text", ["Am liebsten würde ich alles löschen.", "Ich ziehe morgen nach Berlin um."]
)
def test_german_words_of_liking_that_prefer_nothing(text):
    """A wish about oneself or a separable verb that is not 'vorziehen' is no preference."""
    assert not judge(text).explicit


EACH_NEEDS = [
    "Every release needs a changelog entry.",
    "Jeder Commit braucht eine Ticketnummer.",
    "Chaque endpoint nécessite un test d'intégration.",
    "Ogni modulo ha bisogno di un README.",
    "Cada servicio necesita un healthcheck.",
    "Каждому сервису нужен healthcheck.",
    "كل خدمة تحتاج فحص صحة.",
]


@pytest.mark.parametrize("text", EACH_NEEDS)
def test_a_requirement_on_every_item_of_a_kind_is_a_rule(text):
    """'Every X needs Y' in any word order a language gives it (a universal determiner, the
    kind, a verb of needing) is a lasting rule of the work."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Does every release need a changelog entry?",
        "My colleague says every release needs a changelog entry.",
        "Every release needed a changelog entry last year.",
    ],
)
def test_a_requirement_asked_reported_or_past_is_no_rule(text):
    """The same words asked, reported or told of the past suggest nothing."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "每週一早上整理一次未關閉的 PR。",
        "每天晚上生成一份覆盖率报告。",
        "寫測試的時候函式名一律用英文。",
        "提交的時候訊息全部用英文。",
        "只有在測試都通過之後才部署。",
        "只有我同意的话，才删除分支。",
    ],
)
def test_chinese_rules_by_verb_class_universal_topic_and_only_then(text):
    """Chinese: a recurring time before a verb of making or sorting ('產生', '整理', '生成'), a
    topic with '全部/一律/统一' under a condition, and '只有…才…' are lasting rules."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["他们全部是新人。", "只有他知道密码吗？"])
def test_chinese_all_and_only_in_statements_and_questions_are_no_rules(text):
    """'全部' in a description and '只有' in a question suggest nothing."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Il giovedì dopo pranzo non fare merge su main.",
        "Los jueves después de comer no hagas merge a main.",
        "По четвергам после обеда не мёржи в main.",
        "По пятницам не деплой в прод.",
        "بعد الساعة التاسعة مساءً لا تنشر أي شيء.",
        "بعد العاشرة ليلاً لا تشغّل الاختبارات الثقيلة.",
    ],
)
def test_a_part_of_the_day_by_a_meal_or_an_evening_hour_keeps_a_recurring_rule(text):
    """'After lunch' after a recurring day, and an Arabic hour with 'مساءً'/'ليلاً' (tanween),
    belong to the time frame; the prohibition under them lasts."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text", ["Деплой прошёл успешно.", "Oggi dopo pranzo fai il deploy dell'hotfix."]
)
def test_a_deploy_noun_or_a_meal_today_is_no_rule(text):
    """'Деплой' opening a statement is a noun; 'today after lunch' is one occasion."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "From now on, squash every PR. Hmm, no, leave it as it is.",
        "Ab jetzt immer squashen. Ach, lass es so, wie es ist.",
        "Dorénavant, squash chaque PR. Non, garde ça comme avant.",
        "De ahora en adelante, haz squash. No, déjalo como está.",
        "D'ora in poi fai squash. No, lascialo com'è.",
        "С этого момента делай squash. Нет, оставь всё как есть.",
        "من الآن اعمل squash لكل طلب دمج. لا، خليها زي ما هي.",
        "以后每个 PR 都要 squash……还是照旧吧。",
        "これからは毎回 squash して。やっぱり今まで通りでいいよ。",
        "앞으로는 항상 squash 해 줘. 아니다, 그냥 원래대로 해 줘.",
    ],
)
def test_keeping_things_as_they_were_takes_the_rule_back(text):
    """'Leave it as it is' after a rule takes it back in every language, and an ellipsis before
    a word of another script ends the sentence the rule was in."""
    assert judge(text).suggestion is None


def test_an_ellipsis_in_latin_text_does_not_cut_a_hedged_sentence():
    """'Use tabs… or maybe spaces' stays one hedged sentence."""
    assert judge("Use tabs… or maybe spaces.").suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Don't merge this branch now, I'm still testing it.",
        "No fusiones esta rama ahora, la estoy probando.",
        "لا تدمج هذا الفرع الآن، ما زلت أختبره.",
    ],
)
def test_now_closing_a_clause_is_one_occasion(text):
    """'now' / 'ahora' / 'الآن' closing a clause ties an order to this moment."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text", ["Use tabs from now on.", "De ahora en adelante, usa tabs.", "استخدم المسافات من الآن."]
)
def test_from_now_on_is_not_this_moment(text):
    """'from now on' in any of the three stays a lead-in of a lasting rule."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Any migration that drops a column, ask me first.",
        "Toute requête de plus de 2 secondes, signale-la.",
        "Cualquier endpoint nuevo, documéntalo.",
        "Qualsiasi script nuovo, mettilo in scripts/.",
        "Любую новую зависимость, согласуй со мной.",
        "أي دالة بدون اختبار، اكتب لها اختبارا.",
    ],
)
def test_a_kind_of_item_set_apart_first_governs_the_order_after_it(text):
    """'Any X (with a property), do Y to it' is a condition on the item: a lasting rule."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Every function I wrote yesterday, it was slow.",
        "Any idea, anyone?",
        "Chaque matin, j'ai vérifié le build.",
    ],
)
def test_a_kind_set_apart_before_a_statement_or_question_is_no_rule(text):
    """What follows the set-apart item must be an order."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "في عطلة نهاية الأسبوع لا تشغّل أي اختبار ثقيل.",
        "أيام الجمعة لا تشغّل أي مهمة مجدولة.",
    ],
)
def test_a_quantified_object_under_a_fronted_recurring_time_is_read_by_the_time(text):
    """'On weekends, don't publish any release' (the time fronted, 'any' in the object): the
    quantified object no longer cuts the reading of the recurring time short."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "التعليقات تكون بالإنجليزية دائماً.",
        "أسماء الفروع تكون بالحروف الصغيرة.",
        "ما في نشر بعد ما تفشل الاختبارات.",
        "مفيش دمج قبل المراجعة.",
    ],
)
def test_arabic_normative_copula_and_there_is_to_be_none(text):
    """Arabic: a topic then 'تكون/يكون' says how it is to be; 'ما في/مفيش' + an act under a
    condition says there is to be none of it."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["الاختبارات كانت بطيئة أمس.", "ما في داعي، شكراً."])
def test_arabic_past_copula_and_formulas_are_no_rules(text):
    """The past copula describes; 'ما في داعي' is a formula."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "머지 전에는 꼭 리베이스해 주세요.",
        "설정 파일은 config/에만 두세요.",
        "릴리스 전에는 항상 태그를 달아 줘.",
    ],
)
def test_korean_before_an_act_is_a_condition_and_only_there_is_a_placement(text):
    """Korean: '<noun of an act> 전에는' is 'before …', not 'previously'; '…에만 두세요' is
    where things live."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["전에는 탭을 썼어요.", "2년 전에는 자바를 썼어요."])
def test_korean_previously_is_still_the_past(text):
    """'전에는' opening a sentence or after a time span is the past."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text", ["我們這裡都用 pnpm。", "我们这边统一用 ruff。", "咱们这里提交信息用英文，不用中文。"]
)
def test_chinese_the_teams_place_is_a_convention_not_one_spot(text):
    """'我们这里/这边' is the team (as 'bei uns'), not one spot pointed at."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["这里用 pnpm。", "我们这里昨天用了 npm。"])
def test_chinese_one_spot_or_the_teams_past_is_no_rule(text):
    """'这里' alone is one spot; what the team did yesterday is the past."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "I want each service to expose a health check.",
        "Ich möchte, dass jeder Commit eine Ticketnummer hat.",
        "Je voudrais que chaque module ait un README.",
        "Quiero que cada servicio tenga un healthcheck.",
        "Vorrei che ogni modulo avesse un README.",
        "Я хочу, чтобы каждая миграция была обратимой.",
        "أريد أن يكون لكل خدمة فحص صحة.",
    ],
)
def test_the_speakers_wish_said_of_every_item_is_a_rule(text):
    """'I want every X to …' in each language's frame of wishing is a standing rule."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text", ["I want all of them to come to the party.", "Ich will, dass alle kommen."]
)
def test_a_wish_about_all_of_a_group_is_no_rule(text):
    """'all' is a group at one time, not every item of a kind."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "以後一律用 pnpm……算了，還是維持 yarn。",
        "From now on, use Vite. Actually no, let's stick with webpack.",
        "Ab jetzt Vite. Nee, wir bleiben bei webpack.",
    ],
)
def test_keeping_what_is_there_after_a_retraction_mends_nothing(text):
    """'…算了，還是維持 X', 'stick with X', 'wir bleiben bei X' after a retraction go back to
    what is there: no new rule."""
    assert judge(text).suggestion is None


def test_a_correction_after_a_retraction_still_mends():
    """'Use tabs. Actually no, use spaces.' is still the corrected rule."""
    assert judge("Use tabs. Actually no, use spaces.").suggestion is not None


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("Merkt euch: Der Build läuft auf Jenkins.", "remember"),
        ("Behaltet bitte im Hinterkopf, dass wir Python 3.11 nutzen.", "remember"),
        ("Notiert euch, dass Freitag Code-Freeze ist.", "remember"),
        ("Lieber sind mir kleine Funktionen.", "prefer"),
        ("Ich hätte es lieber, wenn Tests neben dem Code liegen.", "prefer"),
    ],
)
def test_german_plural_inverted_and_clause_forms_of_remember_and_prefer(text, form):
    """'Merkt euch', 'Behaltet … im Hinterkopf', 'Lieber sind mir …', 'Ich hätte es lieber, wenn
    …' are remember and prefer forms."""
    assert [r.form for r in judge(text).explicit] == [form]


def test_remember_nothing_saves_nothing():
    """'Merk dir nichts davon' keeps nothing."""
    assert not judge("Merk dir bitte nichts davon, das war nur ein Test.").explicit


def test_every_item_then_bitte_is_a_rule():
    """'Jede neue Migration bitte vorher mit mir absprechen': every item as the topic."""
    assert judge("Jede neue Migration bitte vorher mit mir absprechen.").suggestion is not None


@pytest.mark.parametrize(
    "text", ["main에 직접 푸시하면 안 돼요.", "주말에는 마이그레이션을 돌리면 안 됩니다."]
)
def test_korean_not_all_right_to_is_a_prohibition(text):
    """'…하면 안 돼요 / 안 됩니다' forbids, as '…하지 마세요' and '금지' do."""
    assert judge(text).suggestion is not None


def test_korean_not_all_right_this_time_is_one_occasion():
    """'이번에는 …하면 안 돼요' is for this time."""
    assert judge("이번에는 배포하면 안 돼요.").suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "كل ليلة بعد الساعة العاشرة، ما في تشغيل للمهام الثقيلة.",
        "Every night after 11pm, don't run the backups by hand.",
        "ملفات الترجمة تقدر تعدّلها بنفسك بدون مراجعة.",
    ],
)
def test_an_hour_after_a_recurring_time_and_a_permission_pointing_back(text):
    """An hour after 'every night' belongs to the time frame; in Arabic, a kind named first then
    'تقدر' with a verb whose pronoun points back at it is a permission for that kind."""
    assert judge(text).suggestion is not None


def test_a_permission_for_one_thing_pointed_at_is_no_rule():
    """'هذا الملف تقدر تعدّله' is for this file."""
    assert judge("هذا الملف تقدر تعدّله الآن.").suggestion is None


@pytest.mark.parametrize(
    "text", ["以後 commit 都用英文。嗯……還是不要好了。", "以后都用 tab。当我没讲。"]
)
def test_chinese_retraction_said_with_jiang_or_better_not(text):
    """'當我沒講' is '當我沒說' with the other verb of saying; '還是不要好了' takes back too."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Les deux derniers jours du mois, pas de déploiement.",
        "آخر يومين من الشهر لا تنشر أي شيء.",
        "Los últimos dos días del mes no despliegues.",
        "Gli ultimi due giorni del mese non fare deploy.",
        "В последние два дня месяца не деплой.",
    ],
)
def test_the_last_days_of_the_month_recur(text):
    """'The last N days of the month' is a recurring time in fr, ar, es, it, ru."""
    assert judge(text).suggestion is not None


def test_german_contracted_wish_is_a_preference():
    """'Mir wär's lieber, wenn …' is 'Mir wäre es lieber, wenn …'."""
    assert [r.form for r in judge("Mir wär's lieber, wenn du kurz antwortest.").explicit] == [
        "prefer"
    ]


@pytest.mark.parametrize(
    "text",
    ["لا تستخدم print في الكود بعد اليوم.", "لو فشل البناء، صلّحه قبل أي شيء."],
)
def test_arabic_from_today_on_and_colloquial_orders(text):
    """'بعد اليوم' is 'from today on', not today; 'صلّحه' is an order as 'أصلحه' is."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("The VPN is corp-vpn. Remember that.", "The VPN is corp-vpn"),
        ("Der Build-Server heißt ci07. Merk dir das.", "Der Build-Server heißt ci07"),
        ("Le client est à Lyon. Retiens-le.", "Le client est à Lyon"),
        (
            "스테이징 주소는 stage.example.kr이야. 기억해 둬.",
            "스테이징 주소는 stage.example.kr이야",
        ),
        ("ステージングは stage-02 です。覚えておいて。", "ステージングは stage-02 です"),
    ],
)
def test_a_remember_verb_alone_points_back_at_the_statement_before(text, content):
    """'X. Remember that.': the plain statement before a bare remember verb is the fact."""
    assert [(r.form, r.content) for r in judge(text).explicit] == [("remember", content)]


@pytest.mark.parametrize(
    "text",
    [
        "Is the server db02? Remember that.",
        "Bob says the server is db02. Remember that.",
        "Remember that.",
    ],
)
def test_a_bare_remember_after_a_question_a_report_or_nothing_keeps_nothing(text):
    """A question or someone else's words before it, or nothing at all, is nothing to keep."""
    assert not judge(text).explicit


@pytest.mark.parametrize("text", ["ما في مشكلة، شكراً.", "ما في مشكلة."])
def test_arabic_no_problem_alone_is_a_formula(text):
    """'ما في مشكلة' ('no problem') alone permits nothing."""
    assert judge(text).suggestion is None


def test_arabic_no_problem_with_an_act_is_a_permission():
    """'لا مشكلة إذا تخطيت الاختبارات البطيئة' permits skipping them."""
    assert judge("لا مشكلة إذا تخطيت الاختبارات البطيئة.").suggestion is not None
