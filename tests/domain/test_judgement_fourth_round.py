"""Issue 33, fourth round: the judgement reads a rule by the structure around it, not by its
wording: a lead before a colon that announces a rule in a long task message whose first
paragraph thanks, a recurring time with a part of the day, corrections whose mending words come
before the marker, in all 11 languages."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge


def _task(thanks: str, work: str, rule: str) -> str:
    return f"{thanks}\n\n{work}\n\n{rule}"


ANNOUNCED_IN_A_TASK = [
    _task(
        "Thanks for the login fix, it works on every browser now.",
        "Today please look at the export page and the slow invoice query.",
        "And as a general rule: if you touch the payment code, ping me on the PR.",
    ),
    _task(
        "谢谢你昨天修好登录的问题。",
        "今天请看一下导出页面和很慢的发票查询。",
        "另外一条规则：改到支付相关的代码时，在 PR 里提醒我。",
    ),
    _task(
        "謝謝你昨天修好登入的問題。",
        "今天請看一下匯出頁面和很慢的發票查詢。",
        "另外一條規則：改到付款相關的程式時，在 PR 裡提醒我。",
    ),
    _task(
        "ログインの修正ありがとうございました。",
        "今日はエクスポート画面と遅い請求書クエリを見てください。",
        "それと、基本的に：決済のコードを触るときは PR で私に知らせてください。",
    ),
    _task(
        "로그인 수정해 주셔서 감사합니다.",
        "오늘은 내보내기 화면과 느린 청구서 쿼리를 봐 주세요.",
        "그리고 원칙 하나: 결제 코드를 건드릴 때는 PR에서 저를 불러 주세요.",
    ),
    _task(
        "Merci pour la correction du login, tout marche maintenant.",
        "Aujourd'hui, regarde la page d'export et la requête lente des factures.",
        "Et en règle générale : si tu touches au code de paiement, préviens-moi sur la PR.",
    ),
    _task(
        "Danke für den Login-Fix, jetzt läuft alles.",
        "Heute schau dir bitte die Exportseite und die langsame Rechnungsabfrage an.",
        "Und ganz grundsätzlich: Wenn du den Zahlungscode anfasst, sag mir im PR Bescheid.",
    ),
    _task(
        "Gracias por arreglar el login, ya funciona en todos lados.",
        "Hoy mira la página de exportación y la consulta lenta de facturas.",
        "Y por lo general: si tocas el código de pagos, avísame en el PR.",
    ),
    _task(
        "Grazie per la correzione del login, ora funziona ovunque.",
        "Oggi guarda la pagina di esportazione e la query lenta delle fatture.",
        "E come regola: se tocchi il codice dei pagamenti, avvisami nella PR.",
    ),
    _task(
        "Спасибо за фикс логина, теперь всё работает.",
        "Сегодня посмотри страницу экспорта и медленный запрос счетов.",
        "И вообще: если трогаешь код платежей, пиши мне в PR.",
    ),
    _task(
        "شكراً على إصلاح تسجيل الدخول، كل شيء يعمل الآن.",
        "اليوم انظر إلى صفحة التصدير والاستعلام البطيء للفواتير.",
        "وبوجه عام: إذا عدّلت كود الدفع، نبّهني في طلب الدمج.",
    ),
]


@pytest.mark.parametrize("text", ANNOUNCED_IN_A_TASK)
def test_a_rule_announced_before_a_colon_in_a_task_message_is_suggested(text):
    """A long task message whose first paragraph thanks: a rule announced by a lead before a
    colon (in general, as a rule, 规则, 原则) is a rule for the work to come, not a step."""
    found = judge(text).suggestion
    assert found is not None
    assert "ping" in found.content or found.content[:2] not in ("Th", "谢谢", "謝謝")


@pytest.mark.parametrize(
    "text",
    [
        "In general: the build is slow today.",
        _task(
            "Thanks for yesterday.",
            "Today update the dependencies and run the tests.",
            "A general question: did the nightly job finish?",
        ),
    ],
)
def test_an_announcing_lead_makes_no_statement_or_question_a_rule(text):
    """The lead only announces: what follows its colon must still state a rule."""
    assert judge(text).suggestion is None


PLACED = [
    "Put the screenshots in docs/img.",
    "Store the exports in data/exports.",
    "截图放 docs/img 里。",
    "截圖放 docs/img 裡。",
    "スクショは docs/img に置いて。",
    "스크린샷은 docs/img에 둬.",
    "Складывай скриншоты в docs/img.",
    "ضعوا لقطات الشاشة في مجلد docs/img.",
]


@pytest.mark.parametrize("text", PLACED)
def test_putting_a_kind_of_thing_in_a_folder_is_a_convention(text):
    """Where a kind of thing lives (a placement verb, a folder) is a rule in every language."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Put this file in tmp/.",
        "Save the report to /tmp/report.txt.",
        "Put the logs in /tmp for now.",
    ],
)
def test_putting_one_thing_somewhere_is_a_job(text):
    """One file, a file as the place, or 'for now': a job, not where things live."""
    assert judge(text).suggestion is None


CORRECTED = [
    "截图放 docs/img，哦不对，放 docs/images。",
    "截圖放 docs/img，喔不是，放 docs/images。",
    "スクショは docs/img に、あ、違う、docs/images に置いて。",
    "스크린샷은 docs/img에, 아 아니다, docs/images에 넣어 줘.",
]


@pytest.mark.parametrize("text", CORRECTED)
def test_a_corrected_placement_is_still_a_rule(text):
    """A rule mended in the same message, the mend before or after its marker, is suggested."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Screenshots go in docs/img. Sorry, docs/images I meant.",
        "스크린샷은 docs/img에 넣어 주세요. 죄송해요, docs/images 말하려고 했어요.",
    ],
)
def test_a_mend_said_before_its_marker_mends_the_rule(text):
    """'Sorry, docs/images I meant', '…, docs/images 말하려고 했어요': the stored rule keeps the mend."""
    found = judge(text).suggestion
    assert found is not None and "docs/images" in found.content


@pytest.mark.parametrize(
    "text",
    [
        "Il giovedì pomeriggio niente rilasci in produzione.",
        "Il martedì pomeriggio niente deploy in produzione.",
    ],
)
def test_a_recurring_day_with_its_part_of_the_day_restricts(text):
    """'Thursday evenings, no releases': the part of the day is part of the recurring time."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Le jeudi, on ne merge rien sans revue.",
        "Le vendredi, on ne fusionne rien sur main.",
        "Los jueves no se hace merge sin revisión.",
    ],
)
def test_what_nobody_does_on_a_recurring_day_is_a_convention(text):
    """A recurring time, then 'on'/'si'/'se' with a negation: what the team does not do then."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text", ["On Thursdays we don't have a retro.", "Le jeudi on n'a pas de rétro."]
)
def test_what_a_team_does_not_have_on_a_day_describes(text):
    """A schedule described ('we don't have a retro') rules nothing out."""
    assert judge(text).suggestion is None


def test_a_bare_italian_forget_takes_the_rule_back():
    """'…, no aspetta, dimentica, …': the verb of cancelling alone closes the retraction."""
    assert judge("Usa sempre i tab... no aspetta, dimentica, fa niente.").suggestion is None


WORD_CLASSES = [
    # Korean 'V-기 전에는' is a condition (before V-ing), not 'previously'
    "배포하기 전에는 꼭 저한테 먼저 알려 주세요.",
    # a number's decimal point ends no sentence
    "노드는 20.11로 해 주세요.",
    # French 'quoi que ce soit' is anything at all, no thing pointed at
    "Préviens-moi avant de modifier quoi que ce soit dans la config.",
    # Italian 'mi raccomando' insists as 'please' does
    "Niente password nei log, mi raccomando.",
    # Italian 'va bene' before an infinitive permits
    "Per le modifiche ai test va bene committare direttamente.",
    # colloquial Arabic 'دايماً' and the 'keep' imperative 'خلي'
    "خلي الكود مرتب دايماً.",
    # Arabic 'not required' waives
    "المراجعة غير مطلوبة لتعديلات النصوص.",
    # Arabic 'only on <day> and <day>', the dual 'يومي'
    "الدمج فقط يومي الأحد والأربعاء.",
    # Chinese '沒關係' after what it allows permits
    "只動測試的話，直接合併沒關係。",
    # a bare number mends a rule ("anzi no, 20")
    "Usa Node 18, anzi no, 20.",
    "Utilise Node 18, euh non, 20.",
]


@pytest.mark.parametrize("text", WORD_CLASSES)
def test_a_rule_read_by_the_word_class_of_its_parts(text):
    """Each sentence is a rule once the word that plays its part is in its language's class."""
    assert judge(text).suggestion is not None


def test_never_mind_alone_is_no_permission():
    """'沒關係' opening its clause is 'never mind', not a permission."""
    assert judge("沒關係，慢慢來。").suggestion is None


def test_this_project_in_korean_is_the_space_not_a_thing_pointed_at():
    """'이 프로젝트는 …' names the Space, as 'in this project' does: not in the stored words."""
    found = judge("이 프로젝트는 항상 pnpm을 써요.").suggestion
    assert found is not None and not found.content.startswith("이 프로젝트")


LIMITS = [
    "Short functions, 40 lines max.",
    "Des fonctions courtes, 40 lignes max.",
    "Funktionen kurz halten, höchstens 40 Zeilen.",
    "Funciones cortas, 40 líneas como máximo.",
    "Funzioni corte, massimo 40 righe.",
    "Функции короткие, максимум 40 строк.",
    "الدوال قصيرة، 40 سطرا بحد أقصى.",
    "部署失败的话，最多重试三次。",
    "部署失敗的話，最多重試三次。",
]


@pytest.mark.parametrize("text", LIMITS)
def test_a_bound_on_a_number_set_on_the_work_is_a_rule(text):
    """'40 lignes max', '最多重試三次', '최대 40줄': a limit is a constraint, verb or no verb."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    ["La PR ha al massimo 300 righe, va bene.", "La réunion a duré au plus 20 minutes."],
)
def test_a_bound_said_of_what_is_describes(text):
    """A limit stated of a thing that is, or was, so describes it."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Le migrazioni le facciamo con Alembic.",
        "Las migraciones las hacemos con Alembic.",
        "이 저장소는 yarn 말고 pnpm 써요.",
    ],
)
def test_how_the_team_does_a_thing_it_names_first_is_a_convention(text):
    """A thing put first and taken up by its pronoun with the team's 'we' and how, or a choice
    between tools with a verb of using, is how the team works."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["I bug li troviamo tardi.", "Los bugs los encontramos tarde."])
def test_what_the_team_finds_is_no_convention(text):
    """Without how or where ('con', 'en'), the team's 'we' reports what happens."""
    assert judge(text).suggestion is None


THIRD_BATCH_FORMS = [
    # colloquial Arabic 'كل ما' (whenever) and 'قبل ما' (before) open a condition
    "كل ما تغير ملف إعدادات، شغّل الاختبارات.",
    "قبل ما تحذف أي فرع، كلمني أولاً.",
    # an Arabic verb of any form with the speaker as its object opens the main clause as an order
    "إذا فشل النشر، بلّغني فوراً.",
    # 'no problem (if) …' and 'ça ne me dérange pas que …' permit
    "ما في مشكلة تدمج بدون مراجعة إذا كانت تعديلات نصوص.",
    "Ça ne me dérange pas que tu merges sans revue pour la doc.",
    # a range of days recurs
    "Dal lunedì al giovedì niente merge dopo le 18.",
    "Monday to Friday, no deploys after 6pm.",
    # Korean: the speaker as partner of a polite -요 main clause under a condition is a request,
    # and a Latin word in a Korean sentence is a name, not a sign of another language
    "배포하기 전에 저한테 먼저 말해요.",
    "API 바꾸기 전에 저랑 먼저 상의해요.",
    # Japanese colloquial 'していい' permits as 'してもいい' does
    "テストだけの変更なら直接マージしていいよ。",
    # Italian: a kind of change with no comma before its permission
    "Per le modifiche ai test puoi mergiare direttamente.",
]


@pytest.mark.parametrize("text", THIRD_BATCH_FORMS)
def test_conditions_permissions_and_times_read_by_their_classes(text):
    """Each is a standing rule once its condition, permission or time is read by its class."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize("text", ["Se un test è flaky, segnalamelo prima di rilanciarlo."])
def test_an_italian_order_carrying_two_pronouns_is_an_order(text):
    """'segnalamelo' under a condition asks for an act: it is no first-person present."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Si la CI échoue, préviens-moi tout de suite.",
        "Se la CI fallisce, avvisami subito.",
        "如果 CI 失败，马上告诉我。",
        "如果 CI 失敗了，馬上告訴我。",
    ],
)
def test_promptly_under_a_condition_is_no_one_off(text):
    """'…, tell me immediately': as soon as the condition holds, every time it does."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text", ["Avvisami subito.", "马上告诉我。", "Préviens-moi tout de suite."]
)
def test_promptly_without_a_condition_is_now(text):
    """Without a condition, 'right away' is a job for now."""
    assert judge(text).suggestion is None


def test_tell_me_opening_its_clause_is_an_order_not_a_report():
    """'…，告诉我' asks; '同事告诉我…' reports what a colleague said."""
    assert judge("如果测试失败，告诉我。").suggestion is not None
    assert judge("同事告诉我以后都要用 pnpm。").suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Typo fixes don't need a second approval.",
        "Los arreglos de typos no necesitan aprobación.",
        "Le correzioni di typo non richiedono approvazione.",
        "Правки опечаток не требуют аппрува.",
    ],
)
def test_a_kind_of_change_waived_of_a_step_is_a_rule(text):
    """'Typo fixes don't need a second approval': a waiver for every item of a kind."""
    assert judge(text).suggestion is not None


def test_what_a_thing_does_not_need_describes():
    """'The tests don't need a database' says how things are, not what work may skip."""
    assert judge("The tests don't need a database.").suggestion is None


def test_a_spanish_permission_with_its_pronoun_first_is_a_permission():
    """'te puedes saltar …' permits as 'puedes saltarte …' does."""
    assert judge("Si solo cambias textos, te puedes saltar la revisión.").suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "so if the nightly job fails ping me before rerunning it",
        "so every time a deploy fails ping me",
    ],
)
def test_a_voice_typed_condition_ends_where_the_order_begins(text):
    """With no comma, the condition ends where an order to the one addressed begins."""
    assert judge(text).suggestion is not None


def test_a_condition_said_by_the_one_who_acts_is_no_voice_typed_order():
    """'If you tell me the port, I'll fix it': 'tell' after its subject is the condition's."""
    assert judge("If you tell me the port, I'll fix it.").suggestion is None


FOURTH_BATCH_FORMS = [
    # a verbless note excluding a thing, then an order saying what instead
    "Niente console.log in produzione, usa il logger.",
    "Pas de console.log en prod, passe par le logger.",
    # colloquial Arabic: the prohibition 'ما ت…', 'لازم' after its subject, the imperative 'خلّ'
    "ما تستخدم console.log، استخدم logger.",
    "أي endpoint جديد لازم يكون له اختبار.",
    "خلّ رسائل الـ commit بالإنجليزي.",
    # a restriction to days said without an article, or with colloquial 'بس'
    "In staging si rilascia solo lunedì e mercoledì.",
    "الدمج بس أيام الاثنين والأربعاء.",
    # Italian 'tutte le volte che' opens a condition
    "Tutte le volte che tocchi lo schema, aggiorna la migrazione.",
    # naming by a literal prefix
    "Hotfix branches start with hotfix/.",
    "I branch di rilascio iniziano con rel/.",
    "فروع الإصلاح تبدأ بـ hotfix/.",
    # a gate on what reaches a protected branch
    "Du code sans revue ne part pas en prod.",
    "Il codice senza review non va in main.",
    "리뷰 없이는 main에 못 들어가요.",
]


@pytest.mark.parametrize("text", FOURTH_BATCH_FORMS)
def test_notes_prefixes_gates_and_colloquial_forms_are_rules(text):
    """Each is a rule once its piece, prefix, gate or colloquial word is read by its class."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "The app doesn't start without the env file.",
        "أحمد قال إنه لازم نكتب الاختبارات أولاً.",
        "Pas de souci, regarde demain.",
    ],
)
def test_what_happens_without_a_thing_or_what_someone_said_is_no_rule(text):
    """A gate needs a protected place; 'X قال' reports; 'pas de souci' is a formula."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "rule",
    [
        "Update the packages and run every test. If any test fails, ping me.",
        "حدّث الحزم وشغّل الاختبارات. إذا فشل أي اختبار، نبّهني.",
    ],
)
def test_a_quantifier_inside_a_condition_of_a_task_is_a_step(rule):
    """In a long task message, 'if any test fails, ping me' is about this task's tests."""
    text = _task("Thanks for yesterday, great work.", rule, "Cheers!")
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "rule",
    [
        "And whenever you touch the billing code, ping me on the PR.",
        "스키마를 바꿀 때마다 마이그레이션도 같이 만들어 주세요.",
    ],
)
def test_a_universal_opening_or_closing_the_condition_of_a_task_lasts(rule):
    """'Whenever …', '…때마다': the condition itself says the rule lasts."""
    text = _task("Thanks for yesterday, great work.", "Today, please fix the export page.", rule)
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Put the exports in /tmp/out so I can look at them.",
        "Mets les exports dans /tmp/out pour que je les regarde.",
        "Metti gli export in /tmp/out così li guardo.",
        "把匯出檔放到 /tmp/out，我等一下看。",
        "내보낸 파일은 /tmp/out에 넣어 줘, 내가 볼게.",
    ],
)
def test_a_hand_over_to_the_speaker_is_a_job_for_now(text):
    """'… so I can look at them': the speaker's own next step makes the request a hand-over."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Au moins deux relecteurs par PR.",
        "Mindestens zwei Reviewer pro PR.",
        "新增 API 的時候，文件也要一起改。",
    ],
)
def test_a_lower_bound_per_item_and_a_fronted_object_are_rules(text):
    """'At least two reviewers per PR' sets a rate; '文件也要一起改' orders what it names first."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Au moins deux tests échouent sur main.",
        "Almeno due test falliscono.",
        "至少兩個測試失敗了。",
    ],
)
def test_a_lower_bound_that_counts_what_is_describes(text):
    """'At least two tests fail' counts; it sets nothing."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Tags start with rel-. No wait, forget it, later.",
        "I tag iniziano con rel-. Anzi no, lascia stare, decidiamo dopo.",
        "標籤用 rel- 開頭。算了，之後再說。",
        "الوسوم تبدأ بـ rel-. لا خلاص، انسَ الموضوع، نقرر بعدين.",
    ],
)
def test_a_retraction_that_puts_the_decision_off_mends_nothing(text):
    """'…, never mind, we'll decide later': nothing is left to suggest."""
    assert judge(text).suggestion is None


def test_colloquial_arabic_does_not_need_waives():
    """'ما تحتاج' is 'لا تحتاج' as it is said."""
    assert judge("التعديلات على التعليقات ما تحتاج مراجعة.").suggestion is not None


def test_english_function_words_of_comparison_tell_english_from_italian():
    """'No more than one review per PR': 'than', 'more' are English's, 'per' both languages'."""
    assert judge("No more than one review per PR.").suggestion is not None


def test_tell_me_after_then_is_an_order():
    """'先隔离再告诉我' ('isolate it, then tell me') orders; '再' is no subject."""
    assert judge("遇到失败的构建，先重试再告诉我。").suggestion is not None


NEXT_TIME_IN_A_TASK = [
    "Also, tags here are written in lower case, keep it in mind for next time.",
    "Ah, e da noi i tag si scrivono in minuscolo, tienilo a mente per le prossime volte.",
    "Ah, et chez nous les tags s'écrivent en minuscules, pense-y pour les prochaines fois.",
    "Ach ja, Tags schreiben wir bei uns klein, denk beim nächsten Mal dran.",
    "Ah, y aquí los tags van en minúsculas, tenlo en cuenta para la próxima.",
    "آه، وعندنا الوسوم تنكتب بحروف صغيرة، خليها في بالك للمرات الجاية.",
    "對了，我們這邊的 tag 都用小寫，之後記得喔。",
]


@pytest.mark.parametrize("rule", NEXT_TIME_IN_A_TASK)
def test_a_convention_kept_for_next_time_in_a_task_is_a_rule(rule):
    """A long task message's aside said to hold 'for next time' is a rule for the work to come."""
    text = _task("Thanks for yesterday, it works.", "Today, please fix the pricing page.", rule)
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "rule",
    [
        "Un'altra cosa importante: i backup li fai solo su disco cifrato.",
        "Autre point important : les sauvegardes, tu les fais uniquement sur disque chiffré.",
        "ونقطة مهمة: النسخ الاحتياطية تسويها على قرص مشفر فقط.",
    ],
)
def test_an_important_point_that_restricts_in_a_task_is_a_rule(rule):
    """'Another important point: …, only on an encrypted disk': the lead and 'only' make it one."""
    text = _task("Thanks for the report, the client loved it.", "This week, export October.", rule)
    assert judge(text).suggestion is not None


ONLY_AFTER = [
    "Solo dopo che la review è approvata puoi fare il deploy.",
    "Tu ne déploies qu'une fois la revue approuvée.",
    "Review 通過之後才可以部署。",
    "리뷰가 승인된 다음에만 배포하세요.",
    "Deploy only after the review is approved.",
    "Деплой только после того, как ревью одобрено.",
]


@pytest.mark.parametrize("text", ONLY_AFTER)
def test_a_condition_restricted_by_only_is_a_standing_restriction(text):
    """'Only after the review is approved': the act is restricted to every time the condition holds."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Le bozze di PR puoi chiuderle da solo.",
        "Les brouillons de PR, tu peux les fermer toi-même.",
        "المسودات تقدر تقفلها بنفسك.",
        "草稿 PR 你可以自己關掉。",
    ],
)
def test_a_permission_for_a_kind_of_work_item_named_first_is_a_rule(text):
    """'Draft PRs you may close yourself': a permission over every item of that kind."""
    assert judge(text).suggestion is not None


def test_tomorrow_opening_a_german_sentence_is_one_occasion():
    """'Morgen erst nach 18 Uhr deployen': a capital 'Morgen' first is tomorrow, not a morning
    (a guard: 'erst nach' now restricts, tomorrow still makes it one occasion)."""
    assert judge("Morgen erst nach 18 Uhr deployen.").suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Le changelog est obligatoire dans chaque release.",
        "Essaie d'éviter les fonctions de plus de cent lignes.",
        "Cerca di evitare i commenti ovvi, preferisci nomi chiari.",
        "حاول تتجنب المتغيرات العامة، وفضّل تمرير القيم.",
        "Intenta evitar los comentarios obvios.",
        "Potresti usare sempre f-string per formattare?",
        "Pourrais-tu toujours lancer le linter avant de commiter ?",
    ],
)
def test_advice_mandates_and_conditional_requests_to_always_are_rules(text):
    """'Try to avoid …', '… is mandatory', 'Could you always …?': rules said politely."""
    assert judge(text).suggestion is not None


@pytest.mark.parametrize(
    "text",
    [
        "Can you always run the tests?",
        "Could you always be this fast?",
        "Usa sempre i tab? No aspetta, va bene così.",
    ],
)
def test_a_question_of_ability_praise_or_acceptance_is_no_rule(text):
    """'Can you …?' asks, 'Could you always be this fast?' praises, 'va bene così' takes back."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize(
    "text",
    [
        "Juste pour cette version, tu peux sauter les notes de version.",
        "Solo para esta versión, puedes saltarte las notas.",
        "Solo per questa versione puoi saltare le note di rilascio.",
        "Nur für diese Version kannst du die Release-Notes weglassen.",
        "Just for this hotfix, you can skip the changelog.",
        "说明文档里写着测试都放在 tests/unit。",
        "ガイドにはテストは tests/unit に置くと書いてある。",
        "가이드에 테스트는 tests/unit에 둔다고 적혀 있어요.",
    ],
)
def test_one_thing_at_hand_and_what_a_document_says_are_no_rules(text):
    """'Just for this release', 'the guide says …': one occasion, and someone else's words."""
    assert judge(text).suggestion is None


def test_just_for_this_project_is_the_space_not_one_occasion():
    """'only for this project' names the Space; the permission under it still lasts."""
    assert judge("Solo per questo progetto puoi saltare il changelog.").suggestion is not None
