"""Issue 33, thirteenth round: explicit requests read by the part of the sentence that makes them a
request, not by one more whole wording — a retention asked at the most polite level or in a frame
of gratitude, the speaker's liking closing the sentence and pointing back at what was said, a
liking said as a comparison, a topic before the speaker, an English head inside another language,
dialect and spoken heads, a retention head typed one letter wrong — and the near misses each must
leave alone (a notice for one near day, someone else's preference, a past liking, a question, a
task to remember to do). For every class: siblings in other vocabulary, domains, voices and word
orders, and near misses. The probes are in no set; every sibling is read wrong by main's code at
7eb8571 (not read, read with the other form, or stored with other words), every near miss is read
right by it too.

The readings were written against the thirteenth round's development misses first; these probes
were written afterwards and run once (README, thirteenth round: how many the first run read)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import DEV33M, DEV33M_FROZEN
from tests.judgement_sets import assert_round_set, reading, texts_outside

# A retention asked at the most polite level, or in a frame of gratitude around the agent's act
# of keeping ("I'd appreciate it if you'd remember …"): a request to remember, whatever the mood.
POLITE = [
    "Would you be kind enough to note that the payroll job runs on the 25th?",
    "I'd be most grateful if you could remember that the sandbox resets at midnight UTC.",
    "Aurais-tu la gentillesse de retenir que la recette ferme le vendredi à 16h ?",
    "Je vous serais très obligée de noter que les devis expirent après trente jours.",
    "Könnten Sie so nett sein und sich notieren, dass Rechnungen immer netto 30 laufen?",
    "Ich wäre dir wirklich dankbar, wenn du dir merken würdest, dass das Repo main statt master nutzt.",
    "¿Tendría usted la amabilidad de anotar que los pedidos se cierran los jueves?",
    "Te estaría muy agradecida si recordaras que la base de réplica va con una hora de retraso.",
    "Avresti la gentilezza di annotare che il backup gira ogni domenica alle quattro?",
    "Не могли бы вы, пожалуйста, запомнить, что релизы у нас выходят по вторникам?",
    "Буду вам очень благодарен, если вы запомните, что сертификаты продлеваются раз в два месяца.",
    "هل تتفضل بتدوين أن النسخ الاحتياطي يعمل كل جمعة؟",
    "سأكون شاكراً لو سجلت أن الشهادات تتجدد كل ستين يوماً.",
    "可否劳驾您记一下：合同一律走法务审批？",
    "恐れ入りますが、経費精算は毎月二十日締めである旨、ご記憶いただけますでしょうか。",
    "証明書は六十日ごとに更新されるって、覚えといていただけると助かります。",
    "번거로우시겠지만 보안 패치는 항상 목요일에 적용된다는 점을 기록해 주시겠어요?",
]
# a task to remember to do, a question about the past, a plea for one act now
POLITE_NEAR = [
    "Would you be kind enough to remember to water the office plants?",
    "¿Sería usted tan amable de cerrar la puerta al salir?",
    "Не могли бы вы напомнить, какой порт у стейджинга?",
]

# The speaker's liking closing the sentence and pointing back at what was said.
CLOSING_LIKING = [
    "One assertion per test, that's how I like it.",
    "Squash merges into main, that's what I prefer.",
    "Des noms de branches courts et en minuscules, c'est comme ça que j'aime.",
    "Des tests lisibles avant tout, c'est ce que j'aime.",
    "Zeilen bis hundert Zeichen, genau so mag ich es.",
    "Variables con nombres largos y claros, eso es lo que me gusta.",
    "Niente abbreviazioni nei nomi delle variabili, è così che mi piace.",
    "Один PR — одна задача, вот что я люблю.",
    "اختبارات صغيرة ومستقلة، هذا ما أحبه.",
    "每个接口都带示例请求，这才是我想要的。",
    "小さなPRをこまめに出す、それが私のやり方です。",
    "테스트 먼저 쓰고 구현하기, 그게 제 방식이에요.",
]
# someone else's liking, the past, a liking with no content
CLOSING_LIKING_NEAR = [
    "Long functions everywhere, that's how my old boss liked it.",
    "Tout en majuscules, c'est ce que mon collègue préfère.",
    "Früher alles in einer Datei, so mochte ich das damals.",
]

# A liking said as a comparison: the speaker's liking with what it is compared with.
COMPARISON = [
    "I like explicit imports better than wildcard ones.",
    "I enjoy reading small diffs far more than huge refactors.",
    "Ich finde kurze Stand-ups viel angenehmer als lange Meetings.",
    "Mir san Unit-Tests lieber als manuelle Klickstrecken.",
    "Mi piace di più il codice leggibile che quello furbo.",
    "Мне гораздо больше нравятся явные типы, чем магия с any.",
    "أحب رسائل الالتزام القصيرة أكثر من الطويلة.",
    "長いメールより、箇条書きのほうがずっと好きです。",
]
# someone else's comparison, a past one, one occasion
COMPARISON_NEAR = [
    "My team likes tabs better than spaces.",
    "比起咖啡，他更喜欢喝茶。",
    "学生時代は紙のノートのほうが好きだった。",
]

# A topic before the speaker ("Speaking of X, …", "说到 X，…", "Was X angeht, …"): a topic, never
# a report nor a past.
TOPIC_FIRST = [
    "说到日志格式，我更喜欢结构化的 JSON。",
    "说起代码风格，我更喜欢 black 的默认配置。",
    "Was Commit-Nachrichten angeht, gefällt mir das Präsens am besten.",
    "Что касается логов, мне гораздо больше нравятся структурированные.",
    "بخصوص التوثيق، أنا أحب أكثر تلك الأمثلة التي تعمل مباشرة.",
]
# someone's saying, the past
TOPIC_FIRST_NEAR = [
    "老王说，他更喜欢用 GitLab。",
    "说到这个，我以前喜欢用 SVN。",
    "Was das angeht, sagte mein Chef, er bevorzugt Jira.",
]

# An English head inside another language, what it keeps in that language's script.
CODE_SWITCHED = [
    "发布流程，remember 周五下午一律不上线。",
    "ステージングは、remember 毎朝リセットされる。",
    "البيئة التجريبية، remember إنها تُمسح كل ليلة.",
    "스테이징 서버는, remember 매일 새벽에 초기화돼요.",
    "بالنسبة للفواتير، keep in mind إن كل فاتورة تحتاج موافقة المدير.",
]
# a question in English, a task in English, English text quoted
CODE_SWITCHED_NEAR = [
    "你 remember 上次那个端口吗？",
    "remember 这个词怎么拼？",
    "这个单词 remember 是什么意思？",
]

# Dialect and spoken heads, at the start or closing the sentence.
SPOKEN = [
    "خلي بالك إن كل طلب دمج يحتاج مراجعين اثنين.",
    "الخادم يعيد التشغيل كل ليلة، خليه في بالك.",
    "发布分支不允许直接推送，你给我记清楚咯。",
    "結合テストは毎朝走るさかい、覚えといてな。",
    "本番のログは九十日で消えるから、そこは頭に入れといて。",
    "운영 서버는 매주 월요일에 점검하니께 잘 기억혀.",
    "배포 전에 항상 리뷰를 받아야 된다는 거, 머릿속에 넣어 둬요.",
    "Зарубите себе на носу: в пятницу вечером мы не деплоим.",
    "Segnatelo: i ticket urgenti vanno sempre al reperibile.",
    "Der Cronjob läuft jede Nacht um eins, hab das bitte im Hinterkopf.",
    "Los viernes no se despliega a producción, tenlo muy en mente.",
    "Perso je kiffe quand chaque PR a une capture d'écran.",
]
# a question about memory, a past, a one-off
SPOKEN_NEAR = [
    "فاكر إمتى آخر مرة عملنا نشر؟",
    "你还记得那个服务器的密码吗？",
    "覚えてる？去年のリリース。",
]

# A retention head typed one letter wrong at the sentence's start.
MISTYPED = [
    "Recueda que el cierre contable es el último día hábil.",
    "Ricordtai che i log di produzione si cancellano dopo novanta giorni.",
    "Запомин, что ночные сборки идут без тестов UI.",
    "تذكرر أن الخادم الاحتياطي في فرانكفورت.",
    "Rapelle-toi que le serveur de démo redémarre chaque lundi.",
]
# the speaker's own memory, a past, a ticket
MISTYPED_NEAR = [
    "Recuerdo que antes usábamos Jenkins.",
    "تذكرت أن الاجتماع كان أمس.",
    "Запомню, спасибо.",
]

# A retention whose content names one near day: a notice for now, not a lasting thing.
NOTICE = [
    "Note que la démo client est avancée à demain 10h.",
    "Toma nota: mañana la daily empieza a las diez.",
    "Запиши: завтра созвон переносится на полдень.",
    "记一下，明晚的上线推迟一小时。",
    "メモしておいて、明日のレビューは午後に変更。",
    "메모해 둬, 내일 배포는 오후로 미뤄졌어.",
    "Prendi nota che domani la demo è alle undici.",
]
# a recurring morning, a day from which something holds on: lasting, still read
NOTICE_NEAR = [
    "Merk dir, dass der Build jeden Morgen um sechs läuft.",
    "Recuerda que los informes se envían cada mañana.",
    "Remember that from today on, every PR needs a changelog entry.",
]

# A span of time pointed at as that one ("那几年", "那段时间"): the past, no liking of today's.
PAST_SPAN = [
    "在外包公司那几年，我很喜欢用 jQuery 写页面。",
    "那几年在创业公司，我很喜欢用 PHP 写后台。",
    "刚毕业那阵子，我很喜欢什么框架都试一遍。",
]
# a liking of today's after a time word that is not a past span
PAST_SPAN_NEAR = [
    "我更喜欢在早上开站会。",
    "这几年我一直喜欢用 Go 写服务。",
    "以后我更喜欢简短的提交信息。",
]

EXPLICIT = POLITE + CLOSING_LIKING + COMPARISON + TOPIC_FIRST + CODE_SWITCHED + SPOKEN + MISTYPED
NOT_EXPLICIT = NOTICE + PAST_SPAN
NEAR = (
    POLITE_NEAR
    + CLOSING_LIKING_NEAR
    + COMPARISON_NEAR
    + TOPIC_FIRST_NEAR
    + CODE_SWITCHED_NEAR
    + SPOKEN_NEAR
    + MISTYPED_NEAR
)
# near misses of the notice and the past span are lasting: main reads them as they are read here
NEAR_EXPLICIT = NOTICE_NEAR


@pytest.mark.parametrize("text", EXPLICIT)
def test_an_explicit_request_is_read_by_its_part(text):
    assert reading(text) == "explicit"


@pytest.mark.parametrize("text", NOT_EXPLICIT)
def test_a_notice_for_one_day_or_a_past_liking_is_no_request(text):
    assert reading(text) != "explicit"


@pytest.mark.parametrize("text", NEAR)
def test_a_near_miss_is_no_explicit_request(text):
    assert reading(text) != "explicit"


@pytest.mark.parametrize("text", NEAR_EXPLICIT)
def test_a_lasting_retention_near_a_notice_is_still_read(text):
    assert reading(text) == "explicit"


# The form: a retention in a frame of gladness is a request to remember, not a preference.
REMEMBERED = [
    "I'd appreciate it if you'd keep in mind that our fiscal year starts in April.",
    "Le sarei molto grato se ricordasse che il nostro anno fiscale inizia ad aprile.",
    # (not "our fiscal year": a closing head after the team's own way is the team's rule, as
    # the corpus labels it, eleventh round)
    "如果你能记住财年从四月开始，我会非常感激。",
    "회계연도가 4월에 시작한다는 걸 기억해 주시면 정말 고맙겠습니다.",
    "Ti sarei grata se ricordassi che i certificati si rinnovano ogni sessanta giorni.",
    "若你能记住周报每周五中午前提交，我会很感激。",
    "배포는 화요일에만 한다는 걸 메모해 주시면 감사하겠어요.",
]


@pytest.mark.parametrize("text", REMEMBERED)
def test_a_retention_in_a_frame_of_gratitude_is_remembered(text):
    assert [r.form for r in judge(text).explicit] == ["remember"]


# What is stored is the rule: no head, no pointer back, the comparison kept with what is liked.
STORED = [
    (
        "Pipelines in YAML rather than Groovy, that's what I like.",
        "Pipelines in YAML rather than Groovy",
    ),
    ("比起自动生成的接口文档，我更中意手写的。", "比起自动生成的接口文档，手写的"),
    ("如果您能记住预发环境每周一重置，我会非常感激。", "预发环境每周一重置。"),
    ("预发环境每周一重置，你记住呢样嘢。", "预发环境每周一重置。"),
    ("Per il repo del cliente, please remember che i tag seguono semver.", "I tag seguono semver."),
    ("Le pregherei di annotare che il freeze inizia il quindici.", "Il freeze inizia il quindici."),
    (
        "비밀번호는 90일마다 바뀐다는 걸 기억해 주시면 감사하겠습니다.",
        "비밀번호는 90일마다 바뀐다.",
    ),
    (
        "번거로우시겠지만 계약서는 항상 법무팀 검토를 거친다는 점을 기억해 주시겠습니까?",
        "계약서는 항상 법무팀 검토를 거친다",
    ),
    ("比起长长的周报，我更中意简短的要点。", "比起长长的周报，简短的要点"),
]


@pytest.mark.parametrize(("text", "content"), STORED)
def test_the_stored_words_are_the_rule_only(text, content):
    found = judge(text).explicit
    assert [r.content for r in found] == [content]


_LANGS = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")


def test_the_probes_are_in_no_set():
    probes = EXPLICIT + NOT_EXPLICIT + NEAR + NEAR_EXPLICIT + REMEMBERED + [t for t, _ in STORED]
    assert len(set(probes)) == len(probes)
    assert not set(probes) & texts_outside()


def test_the_thirteenth_rounds_explicit_set_has_its_shape():
    """Per language: 13 messages, the lowest third by SHA-256 frozen, tagged, ids 5NN."""
    assert_round_set(
        DEV33M,
        DEV33M_FROZEN,
        _LANGS,
        "thirteenth-round",
        {"explicit": 9, "none": 4},
        range(501, 700),
    )


# (integrator, after the merge) A long vowel more or less is another Arabic word, not a mistyped
# head: "تذاكر" (tickets) and "تذكار" (a keepsake) are one letter from "تذكر" (remember); a slip
# of another letter is still mended.
ARABIC_OTHER_WORDS = [
    "تذاكر الطيران تُحجز قبل أسبوعين على الأقل.",
    "تذاكر الدعم تُغلق بعد سبعة أيام بلا رد.",
    "تذكار الفريق يُوزَّع في نهاية كل مؤتمر.",
]


@pytest.mark.parametrize("text", ARABIC_OTHER_WORDS)
def test_an_arabic_word_a_long_vowel_away_from_a_head_is_no_request(text):
    assert reading(text) != "explicit"


def test_an_arabic_head_mistyped_by_another_letter_is_still_mended():
    assert reading("تذكرر أن الفواتير تصدر بالدولار دائماً.") == "explicit"
