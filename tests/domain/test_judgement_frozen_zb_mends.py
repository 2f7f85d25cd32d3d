"""Issue 33, twenty-eighth round: mends of the classes the spent frozen third dev33zb_frozen missed
in the judgement. Each class: the frozen third's misses (spent, siblings now), wordings of our own
in other languages, and near misses that read as before."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from app.domain.model import Scope
from tests.judgement_sets import with_lost

# a machine acting by itself, with a closing that denies anyone a hand: no rule to suggest
MACHINE_BY_ITSELF = (
    "The kennel's water bowls top themselves up from a float valve, no one fills them by hand.",
    "Der Sinterofen im Dentallabor kühlt nachts von allein ab, da muss keiner dabeibleiben.",
    "S'Notstromaggregat vo de Hütte springt vo sälber a, wenn d'Batterie schwach wird.",
    "La cafetera de la oficina se apaga sola a los veinte minutos, no hace falta que nadie se acuerde.",
    "L'irrigatore dell'orto si spegne da solo quando piove, non serve che qualcuno controlli.",
    "Dans l'atelier, les volets se ferment tous seuls au coucher du soleil, personne n'y touche.",
)
# the team's or an order's way with the same words: still a rule
MACHINE_NEAR_MISSES = (
    "Please make sure the kiln cools by itself overnight, don't open it.",
    "Lass den Ofen nachts von allein abkühlen, da muss keiner dabeibleiben.",
    "Deja que el horno se enfríe solo, no hace falta que nadie se quede.",
    "La tienda se abre solo a las nueve los domingos.",
    "No one fills the bowls by hand, we use a float valve.",
    "Always let the bowls top themselves up, never fill them by hand.",
)


@pytest.mark.parametrize("text", MACHINE_BY_ITSELF)
def test_a_machine_acting_by_itself_is_no_rule(text):
    """A machine's own act, with no one's hand needed, is suggested as nothing."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", MACHINE_NEAR_MISSES)
def test_an_order_or_the_team_beside_a_machine_stays_a_rule(text):
    """An order, a leave or the team's words beside the same machine stays a suggested rule."""
    assert judge(text).suggestion is not None


# a place heaped with things, said with its always: the world's state, no rule
PLACE_ALWAYS_HEAPED = (
    "Después de Navidad el café de reparaciones siempre está lleno de tostadoras rotas.",
    "Dopo Natale il repair café è sempre pieno di tostapane rotti.",
    "После Нового года в ремонт-кафе всегда гора сломанных тостеров.",
    "Nach Weihnachten stapeln sich im Reparaturcafé immer die kaputten Toaster.",
    "Le café bricolage croule toujours sous les grille-pain après les fêtes.",
    "بعد رأس السنة، مقهى التصليح دايماً مليان محامص خربانة.",
    "En otoño el trastero del club siempre está lleno de raquetas rotas.",
    "À la rentrée, le local des objets trouvés est toujours plein de gourdes.",
    "Летом на складе всегда гора пустых коробок.",
)
# an order to keep a thing full, or the team's own place: still a rule
PLACE_HEAPED_NEAR_MISSES = (
    "Make sure the fridge is always full of oat milk.",
    "Asegúrate de que el botiquín siempre esté lleno de tiritas.",
    "Il frigo deve essere sempre pieno di latte.",
    "Der Kühlschrank muss immer voll mit Wasserflaschen sein.",
    "Nous, on est toujours pleins de commandes en décembre.",
)


@pytest.mark.parametrize("text", PLACE_ALWAYS_HEAPED)
def test_a_place_always_heaped_with_things_is_no_rule(text):
    """A place's always-full state is the world's, suggested as nothing."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", PLACE_HEAPED_NEAR_MISSES)
def test_keeping_a_thing_full_stays_a_rule(text):
    """An order to keep a thing always full, or the team's own fullness, stays a suggested rule."""
    assert judge(text).suggestion is not None


# one errand with a bare "don't forget" closing it: nothing to suggest
ERRAND_FORGET_NOT = (
    "Grab the bread order from the bakery co-op on your way back, don't forget.",
    "Pick up the dry cleaning on your way home, don't forget.",
    "Drop the library books off at the branch on Elm Street, and don't forget.",
)
# a rule with the same closing, or "don't forget" with its object: still a rule
ERRAND_FORGET_NOT_NEAR_MISSES = (
    "Always lock the back door, don't forget.",
    "Never push to main, don't forget.",
    "Lock the door whenever you leave the office, don't forget.",
    "Don't forget to run the linter before every commit.",
    "Run the migrations before deploying, don't forget them.",
)


@pytest.mark.parametrize("text", ERRAND_FORGET_NOT)
def test_an_errand_closed_by_dont_forget_is_no_rule(text):
    """A bare "don't forget" closing one errand is its emphasis, no "never" of its own."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", ERRAND_FORGET_NOT_NEAR_MISSES)
def test_a_rule_closed_by_dont_forget_stays_a_rule(text):
    """A rule closed by "don't forget", or "don't forget" with its object, stays a suggested rule."""
    assert judge(text).suggestion is not None


# told it need not be kept in mind: neither a rule nor a fact
NOT_TO_KEEP_IN_MIND = (
    "呢啲小事唔使放喺心上，聽完就算。",
    "这种小事不必放在脑子里，听过就行。",
    "こんな小さいことは心に留めなくていいよ、聞き流して。",
    "이런 사소한 건 마음에 담아 둘 필요 없어, 그냥 듣고 넘겨.",
    "No hace falta que te lo guardes en la cabeza, solo escucha.",
    "Non serve che te lo tenga a mente, ascolta e basta.",
    "Это не надо держать в голове, просто послушай.",
    "مش لازم تحط ده في بالك، اسمع بس.",
)
# keeping in mind asked, or a don't with another place: read as before
KEEP_IN_MIND_NEAR_MISSES = (
    ("Tieni sempre a mente che il venerdì non si fa deploy.", False, True),
    ("Держи в голове, что релизы только по вторникам.", True, False),
    ("心に留めておいてください、締め切りは金曜です。", True, False),
    ("이거 머릿속에 넣어 둬: 회의는 월요일이야.", True, False),
    ("خلي في بالك إن الاجتماع يوم الاثنين.", True, False),
)


@pytest.mark.parametrize("text", NOT_TO_KEEP_IN_MIND)
def test_told_it_need_not_be_kept_in_mind_nothing_is_kept(text):
    """A no-need to keep it in the heart, head or memory is neither suggested nor saved."""
    found = judge(text)
    assert found.suggestion is None and not found.explicit


@pytest.mark.parametrize(("text", "saved", "suggested"), KEEP_IN_MIND_NEAR_MISSES)
def test_keeping_in_mind_asked_is_read_as_before(text, saved, suggested):
    """Keeping in mind asked, with no no-need, is saved or suggested as before."""
    found = judge(text)
    assert bool(found.explicit) is saved and (found.suggestion is not None) is suggested


# a stage of the speaker's life put first, whatever the dialect's past after it
LIFE_STAGE_FIRST = (
    "学生時代、毎週金曜はバイト仲間とカラオケに行っとった。",
    "学生時代、毎週金曜はバイト仲間とカラオケに行っていた。",
    "学生时代，每周五都和打工的朋友去唱K。",
    "學生時代，每個星期五都同班朋友去唱K。",
)
# a lesson's or a meeting's time, or students as the subject: still a rule
LIFE_STAGE_NEAR_MISSES = (
    "授業の時、スマホは机の上に置かないでください。",
    "会議の時は、必ずカメラをオンにしてください。",
    "学生には毎週金曜にレポートを提出させてください。",
    "新人の時期は、毎日日報を書いてください。",
    "上课时，手机一律静音。",
)


@pytest.mark.parametrize("text", LIFE_STAGE_FIRST)
def test_a_life_stage_put_first_is_the_past_told(text):
    """A student's days put first tell the past, however regular: nothing suggested."""
    assert judge(text).suggestion is None


@pytest.mark.parametrize("text", LIFE_STAGE_NEAR_MISSES)
def test_a_lessons_time_put_first_stays_a_rule(text):
    """A lesson's or a meeting's time put first, or students as the subject, stays a rule."""
    assert judge(text).suggestion is not None


# a polite Korean want of how things are sent to the speaker, each time: Personal, never a liking
KO_SENT_EACH_TIME = (
    "제게 버스 시간표를 보내실 때는 사진 말고 글자로 보내 주시면 좋겠습니다.",
    "저한테 회의록을 보내실 때는 PDF 말고 한글 파일로 보내 주시면 좋겠어요.",
    "저에게 일정을 알려 주실 때마다 요일도 같이 알려 주시면 감사하겠습니다.",
    "나한테 영수증 보낼 땐 사진 말고 파일로 보내 주시면 좋겠어요.",
)
# once, under a condition, to another receiver or to us: read as before
KO_SENT_NEAR_MISSES = (
    ("저한테 지금 회의록을 보내 주시면 좋겠어요.", False, False),
    ("회의가 바뀌면 저한테도 알려 주시면 좋겠어요.", True, False),
    ("팀장님한테 보고서를 보내실 때는 PDF로 보내 주시면 좋겠어요.", False, False),
    ("우리한테 보내실 때는 메일로 보내 주시면 좋겠어요.", False, False),
)


@pytest.mark.parametrize("text", with_lost(KO_SENT_EACH_TIME))
def test_a_polite_want_of_what_is_sent_to_me_each_time_is_personal(text):
    """Each time it is sent to the speaker, the polite want is a Personal rule, no saved liking."""
    found = judge(text)
    assert not found.explicit
    assert found.suggestion is not None and found.suggestion.scope is Scope.USER


@pytest.mark.parametrize(("text", "saved", "suggested"), KO_SENT_NEAR_MISSES)
def test_a_want_sent_once_or_to_others_is_read_as_before(text, saved, suggested):
    """Once, under a condition, or to another receiver, the want reads as before."""
    found = judge(text)
    assert bool(found.explicit) is saved and (found.suggestion is not None) is suggested


# the keeping frame or its placeholder never saved with the fact
FRAME_LEFT_OUT = (
    ("民宿的热水要提前半小时开，这事你记牢", "民宿的热水要提前半小时开"),
    ("民宿的熱水要提前半小時開，這事你記牢", "民宿的熱水要提前半小時開"),
    ("仓库钥匙在前台第二个抽屉，这事儿你帮我记住", "仓库钥匙在前台第二个抽屉"),
    ("停车场晚上十点关门，这桩事你记好", "停车场晚上十点关门"),
    (
        "코인 노래연습장 적립 카드 끝자리 46, 잊지 말고 머릿속에 넣어 둬",
        "코인 노래연습장 적립 카드 끝자리 46",
    ),
    ("빨래방 비밀번호는 2580이야, 꼭 마음에 새겨 둬", "빨래방 비밀번호는 2580이야"),
    (
        "세탁소 사장님 성함은 김영수예요, 잊지 말고 머리에 넣어 두세요",
        "세탁소 사장님 성함은 김영수예요",
    ),
    ("可以幫我記住一件小事嗎？羽球教練的生日在十月三號。", "羽球教練的生日在十月三號"),
    ("可以帮我记住一个小东西吗？教练的生日在十月三号。", "教练的生日在十月三号"),
    ("能不能帮我记一件小事？洗衣房周三休息。", "洗衣房周三休息"),
    # near misses: read as before
    ("民宿的热水要提前半小时开，这件事你记牢", "民宿的热水要提前半小时开"),
    ("可以帮我记住小王的电话吗？13800000000。", "小王的电话"),
)


@pytest.mark.parametrize(("text", "saved"), FRAME_LEFT_OUT)
def test_the_frame_and_its_placeholder_are_never_saved(text, saved):
    """What is saved is the fact: no pointer, forget-not or "one small thing" of the frame."""
    assert [e.content for e in judge(text).explicit] == [saved]


@pytest.mark.parametrize(
    "text", ["这事你别管了，我来处理。", "숙제 잊지 말고 내일 가져와.", "这事儿我记住了。"]
)
def test_the_same_words_with_no_keeping_asked_save_nothing(text):
    """The pointer or forget-not with no keeping asked saves nothing."""
    assert not judge(text).explicit


# a "for me" heading before curt wants: the rule after it is Personal
HEADED_FOR_ME = (
    "Für mich: einfache Wörter. Keine Tabellen. Kleiner Bildschirm.",
    "Para mí: palabras sencillas. Nada de tablas. Pantalla chica.",
    "Per me: parole semplici. Niente tabelle. Schermo piccolo.",
    "Pour moi : des mots simples. Pas de tableaux. Petit écran.",
    "Мне — простыми словами. Без таблиц. Экран маленький.",
    "Plain words for me. No tables. Tiny screen.",
    "Für mich bitte: kurze Antworten. Keine Emojis.",
)
# an errand for me, the team's or a client's heading, or no heading: the team's scope
HEADED_NEAR_MISSES = (
    "Book a table for me at eight. No shellfish.",
    "No tables. Small screen.",
    "Für das Team: keine Tabellen. Kurze Sätze.",
    "Per il cliente: niente tabelle. Frasi brevi.",
)


@pytest.mark.parametrize("text", HEADED_FOR_ME)
def test_a_for_me_heading_makes_the_wants_after_it_personal(text):
    """The curt wants after a "for me" heading are the user's own."""
    found = judge(text)
    assert found.suggestion is not None and found.suggestion.scope is Scope.USER


@pytest.mark.parametrize("text", HEADED_NEAR_MISSES)
def test_no_for_me_heading_leaves_the_team_scope(text):
    """An errand for me, another's heading or none leaves the rule the team's."""
    found = judge(text)
    assert found.suggestion is not None and found.suggestion.scope is Scope.SPACE


# a polite or plain want for the speaker, with a reason about the speaker: Personal
OWN_REASON = (
    "I'd be grateful if you kept your messages to me brief, as I read them between driving lessons",
    "Je vous serais reconnaissant de m'écrire en phrases courtes, car je lis vos messages entre "
    "deux leçons de conduite",
    "Dame los pesos de las colmenas en libras, que los kilos a mí no me dicen ná.",
    "I'd be really grateful if you sent me the rota as plain text, since my phone can't open "
    "spreadsheets.",
    "Je te serais reconnaissante de me donner les horaires avec le jour de la semaine, je mélange "
    "toujours les dates.",
    "Pásame los horarios del ferry con el día, que a mí las fechas me confunden.",
)


@pytest.mark.parametrize("text", with_lost(OWN_REASON))
def test_a_want_for_the_speaker_with_a_reason_of_theirs_is_personal(text):
    """A want for the speaker, with the speaker's own reason after it, is the user's rule."""
    found = judge(text)
    assert found.suggestion is not None and found.suggestion.scope is Scope.USER


def test_a_condition_then_ping_me_stays_the_teams():
    """ "Anytime …, ping me …" is no Spanish order with a reason: the team's way."""
    found = judge("Anytime the build breaks on main, ping me on Slack before you try to fix it")
    assert found.suggestion is not None and found.suggestion.scope is Scope.SPACE


# remember asked ahead, the speaker the beneficiary by a clitic or a dative, whatever the verb
ASKED_AHEAD_CLITIC = (
    (
        "Würdest du mir ein kleines Detail abspeichern? Meine Fahrprüfung ist am 3. März in Pankow.",
        "Meine Fahrprüfung ist am 3. März in Pankow",
    ),
    (
        "¿Te importaría almacenarme un detallito? Mi examen de manejo es el 3 de marzo en Coyoacán.",
        "Mi examen de manejo es el 3 de marzo en Coyoacán",
    ),
    (
        "Ti spiacerebbe archiviarmi un dettaglio? Il mio esame di guida è il 3 marzo alla "
        "motorizzazione.",
        "Il mio esame di guida è il 3 marzo alla motorizzazione",
    ),
    (
        "Ça te dérangerait de m'enregistrer un petit détail ? Mon examen de conduite est le 3 mars "
        "à Créteil.",
        "Mon examen de conduite est le 3 mars à Créteil",
    ),
    (
        "Könntest du mir eine Nummer archivieren? Die Garage hat den Code 4471.",
        "Die Garage hat den Code 4471",
    ),
    (
        "Tu pourrais me stocker un numéro ? Le digicode de la cave est 7781.",
        "Le digicode de la cave est 7781",
    ),
)
# a detail explained or a number given: nothing kept
ASKED_AHEAD_NEAR_MISSES = (
    "Kannst du mir ein Detail erklären? Ich verstehe die Rechnung nicht.",
    "¿Me puedes explicar un detalle? No entiendo la factura.",
    "Mi spieghi un dettaglio? Non capisco la fattura.",
    "Tu peux m'expliquer un détail ? Je ne comprends pas la facture.",
    "Kannst du mir eine Nummer geben? Die von der Werkstatt.",
)


@pytest.mark.parametrize(("text", "saved"), ASKED_AHEAD_CLITIC)
def test_remember_asked_ahead_with_the_speakers_clitic_keeps_the_next_sentence(text, saved):
    """A piece of information stored for the speaker, by a clitic or a dative: the fact after it."""
    assert [e.content for e in judge(text).explicit] == [saved]


@pytest.mark.parametrize("text", ASKED_AHEAD_NEAR_MISSES)
def test_a_detail_explained_or_given_keeps_nothing(text):
    """Explaining or giving a detail to the speaker keeps nothing."""
    assert not judge(text).explicit


# a forget-it-not closing a fact, pointing back at it: the fact is kept
FORGET_NOT_AFTER_A_FACT = (
    (
        "die Nummer vom Fährbüro ist 04651 98700, vergiss die ja nicht",
        "Die Nummer vom Fährbüro ist 04651 98700",
    ),
    (
        "die Tierärztin vom Tierheim heißt Dr. Brandl, merk da des",
        "Die Tierärztin vom Tierheim heißt Dr. Brandl",
    ),
    (
        "mi número de socio del club apícola es BK-0482 que no se te vaya a olvidar",
        "Mi número de socio del club apícola es BK-0482",
    ),
    (
        "ветеринара в собачьей гостинице зовут Лидия Петровна, смотри не забудь",
        "Ветеринара в собачьей гостинице зовут Лидия Петровна",
    ),
    (
        "der Code vom Fahrradkeller ist 5521, vergiss den bloß nicht",
        "Der Code vom Fahrradkeller ist 5521",
    ),
    (
        "пароль от вайфая в мастерской colmena2024, смотрите не забудьте",
        "Пароль от вайфая в мастерской colmena2024",
    ),
)
# an errand or a thing with the same closing: nothing kept
FORGET_NOT_NEAR_MISSES = (
    "Ruf morgen die Werkstatt an, vergiss das ja nicht",
    "Compra pan a la vuelta, que no se te olvide",
    "Купи хлеб по дороге, смотри не забудь",
    "Vergiss die Schlüssel nicht!",
)


@pytest.mark.parametrize(("text", "saved"), FORGET_NOT_AFTER_A_FACT)
def test_a_forget_not_closing_a_fact_keeps_it(text, saved):
    """A forget-it-not closing a fact asks to keep the fact before it."""
    assert [e.content for e in judge(text).explicit] == [saved]


@pytest.mark.parametrize("text", FORGET_NOT_NEAR_MISSES)
def test_a_forget_not_closing_an_errand_keeps_nothing(text):
    """A forget-it-not closing an errand, or naming a thing, keeps nothing."""
    assert not judge(text).explicit


# the heart as the place of keeping, in Chinese with no 在 and in Japanese with とめ in kana
EAST_HEART_AT_END = (
    ("公交总站的调度室在二楼最里面，你替我记心里。", "公交总站的调度室在二楼最里面"),
    ("民宿的WiFi密码是88886666，给我记心头。", "民宿的WiFi密码是88886666"),
    ("魚市場の駐車場は東門側、心にとめといて", "魚市場の駐車場は東門側"),
    ("送迎バスは午後三時発、頭にとめといてね", "送迎バスは午後三時発"),
)
# one's own heart told, or a car parked: nothing kept
EAST_HEART_NEAR_MISSES = ("我把这件事记心里了。", "他把这事放心上了。", "車を駐車場にとめといて")


@pytest.mark.parametrize(("text", "saved"), EAST_HEART_AT_END)
def test_the_heart_as_the_place_closing_a_fact_keeps_it(text, saved):
    """Keep it in the heart or head, closing a fact, keeps the fact."""
    assert [e.content.rstrip("。") for e in judge(text).explicit] == [saved]


@pytest.mark.parametrize("text", EAST_HEART_NEAR_MISSES)
def test_ones_own_heart_or_a_car_parked_keeps_nothing(text):
    """The speaker's own keeping told, or a car parked (とめる), keeps nothing."""
    assert not judge(text).explicit


# the Chinese ask ahead naming only a piece of information, of the honoured hearer too
ZH_ASKED_A_PIECE = (
    ("能不能劳您把一个号码记下来？羽毛球教练的手机尾号是0917。", "羽毛球教练的手机尾号是0917"),
    ("能不能帮我记一个名字？洗衣房老板姓诸。", "洗衣房老板姓诸"),
    ("可以帮我记住一个密码吗？仓库门禁是4471。", "仓库门禁是4471"),
    # near miss: a number named by whose it is is the thing itself
    ("可以帮我记住小王的电话吗？13800000000。", "小王的电话"),
)


@pytest.mark.parametrize(("text", "saved"), ZH_ASKED_A_PIECE)
def test_a_chinese_ask_naming_only_a_piece_keeps_the_next_sentence(text, saved):
    """ "Remember a number for me?" keeps the sentence after it; a named number stays itself."""
    assert [e.content for e in judge(text).explicit] == [saved]


def test_a_number_sent_keeps_nothing():
    """Asking for a number to be sent keeps nothing."""
    assert not judge("能不能把号码发给我？我要打给他。").explicit
