"""Reading what a rule asks of a reply's layout (app.domain.compliance.reply_layout): the lists,
headings and tables it refuses, code blocks that name their language, and a length in sentences,
words or characters — read into the format family, in the ten languages besides Korean.

A rule is read so only where it names replies (a noun or a verb of answering: "in your answers",
"Réponds en deux phrases", "回答里", "ردودك"), or code blocks with their language, and names no
other text (a commit, a pull request, a document, a comment, a file): "no tables" alone may be a
database's. What it refuses is read by the polarity of the element named ("Pas de listes à
puces", "Bitte keine Überschriften", "evite les tableaux" — its letters read without accents, as
people type them); a length needs a number, its unit and a word of limit ("at most", "höchstens",
"не больше", "以内", "على الأكثر").
"""

from __future__ import annotations

import re
import unicodedata

from app.domain.compliance.action_words import BRANCH, COMMIT, ONLY, REQUEST
from app.domain.compliance.fmt import FormatRule
from app.domain.compliance.lexicon import NEGATION_AFTER, Lazy, table
from app.domain.compliance.number_words import NUMBER_WORDS
from app.domain.compliance.polarity import FORBIDDEN, polarity

_BULLETS = table(
    r"bullet(?:ed)?\s+(?:points?|lists?);bullets?;bullet\s*points?;listes?\s+a\s+puces;puces;"
    r"aufzahlungszeichen;spiegelstrich\w*;stichpunkt\w*;vinetas?;listas?\s+con\s+vinetas;"
    r"elenchi\s+puntati;elenco\s+puntato;liste\s+puntate;punti\s+elenco;маркированн\w*\s+спис\w*;"
    # (ar; check-w-west) bullets as enumeration points ("بلا نقاط تعداد")
    r"نقاط\s+(?:ال)?تعداد;"
    r"маркер\w*\s+спис\w*;القوائم\s+النقطية;قوائم\s+نقطية;项目符号;項目符號;要点列表;條列式?;条列式?;分點;分点;"
    r"中黒"
)
_NUMBERED = table(
    r"numbered\s+lists?;ordered\s+lists?;listes?\s+numerotees?;nummerierte\w*\s+listen?;"
    r"listas?\s+numeradas?;elenchi\s+numerati;liste\s+numerate;нумерованн\w*\s+спис\w*;"
    r"القوائم\s+المرقمة;قوائم\s+مرقمة;编号列表;編號列表;有序列表;番号付き(?:の)?(?:リスト|箇条書き)"
)
_LISTS = table(
    r"lists?;listes?;listen;aufzahlung\w*;listas?;elenchi;elenco;liste;спис(?:ок|ки|ков|ками|ки)\w*;"
    r"القوائم;قوائم;列表;清单;清單;リスト;箇条書き"
)
_HEADINGS = table(
    r"headings?;headers?;section\s+titles?;titres?;intertitres?;uberschrift\w*;"
    r"zwischenuberschrift\w*;titulos?;encabezados?;titoli;intestazion\w*;заголов\w*;"
    r"العناوين;عناوين;标题;標題;見出し"
)
_TABLES = table(
    r"tables?;tableaux?;tabellen?;tablas?;tabelle;tabella;таблиц\w*;"
    r"الجداول;جداول;[وب]?جدول(?!ة)\w*;表格;テーブル;表形式;表組み?;表(?=[はをでも])"
)
# Markdown named whole, and bold text (English, check-v-en): "no markdown in the SMS reminders",
# "we don't use bold text in the appointment reminders"
_MARKDOWN = Lazy(
    r"(?<!\w)markdown(?!\s+(?:tables?|lists?|headings?|headers?|bullet\w*|numbered|links?|code|files?)\b)",
    re.IGNORECASE,
)
_BOLD = table(
    r"bold(?:\s+(?:text|type|face|words?|formatting))?;boldface",
    # (fr, de, es, it, ru, ar; check-w-west) bold in the west's words, folded: "caractères gras",
    # "Fettschrift", "negritas", "grassetto", "жирный шрифт", "الخط العريض" (not French's bare
    # "gras", a recipe's fat)
    r"caracteres\s+gras;en\s+gras;texte\s+gras;mots\s+en\s+gras;fettschrift;fettdruck;"
    r"fett\s*gedruckt\w*;fette[nrs]?\s+(?:text|schrift|worter);negritas?;en\s+negrita;grassett[oi];"
    r"жирн\w*\s+шрифт\w*;жирным;полужирн\w*;(?:ال)?خط\s+(?:ال)?عريض;(?:ال)?خط\s+(?:ال)?غامق"
    # (fr; check-zc-west) French's bare "gras" refused at the head of a rule about replies ("Pas de
    # gras dans les fiches", "Sans gras, …"): a reply's bold, the replies named — never "gras" said
    # of food without the refusal before it ("les frites sont trop grasses")
    r";(?<=pas de )gras(?={_G});(?<=sans )gras(?={_G});(?<=zero )gras(?={_G});(?<=jamais de )gras(?={_G})"
    # (the texts it is kept from named after it, or nothing: "Pas de gras dans la pâte" is food's)
    .replace("{_G}", r"\s*(?:[,.;:!]|$|dans\s+(?:les|vos|tes|mes|nos|tous\s+les)\s)"),
    # (ko ja zh, check-x-east) bold in the east's words: "굵은 글씨", "볼드체", "太字", "ボールド", "加粗",
    # "粗体", "粗體" (not 굵은 alone, a thick line)
    r";굵은\s*(?:글씨|글자|폰트);볼드체?;太字;ボールド;加粗;粗体;粗體",
)
_BLOCKS = table(
    r"code\s*blocks?;code\s+fences?;fenced\s+code;fences?;blocs?\s+de\s+code;codeblock\w*;"
    r"code-block\w*;bloques?\s+de\s+codigo;blocchi\s+di\s+codice;blocco\s+di\s+codice;"
    r"блок\w*\s+кода;كتل\s+(?:ال)?كود;كتلة\s+(?:ال)?كود;كتل\s+(?:ال)?(?:تعليمات\s+)?(?:ال)?برمجية;"
    r"代码块;代碼塊;程式碼區塊;程序块;コードブロック"
)
_LANGUAGE = table(
    r"languages?;lang;langages?;langue;sprache\w*;lenguajes?;idioma;linguaggio;язык\w*;"
    r"اللغة;لغة;语言;語言;言語"
)
# Replies: a noun or a verb of answering.
_REPLIES = table(
    r"answers?;answering;repl(?:y|ies);responses?;respond;reponse\w*;repond\w*;reponds;"
    r"antwort\w*;respuestas?;respond\w*;contest\w*;rispost\w*;rispond\w*;ответ\w*;отвеча\w*;"
    r"ردود\w*;الرد;ردك;ردكم;ردّ;الإجابات;الإجابة;إجاباتك;إجابتك;أجب;回答;回复;回覆;答复;答覆;"
    r"回应;回應;返事;返答;返信;答え;回我;回覆我;"
    # (mend-zb-denies) northern Chinese's everyday reply, words or a message sent back ("回话就用
    # 中文", "回消息别用英文"), as read_language.REPLY reads it
    r"回话;回話;回消息;回信息;回訊息;"
    # an explanation given to a customer is a reply ("お客様に操作手順を説明する場合は")
    r"お客様に[^。！？、]{0,12}?説明;お客さまに[^。！？、]{0,12}?説明;ユーザーに[^。！？、]{0,12}?説明;"
    # the texts a reply is: a summary, a notice, an announcement, a status page ("alert summaries
    # are written as short sentences", "Таблиц в сводках не делаем", "公告裡不要放表格")
    r"summar(?:y|ies);notifications?;announcements?;status\s+(?:page|updates?);сводк\w*;"
    r"摘要;通知;公告;お知らせ;"
    # and a report ("Reports for the board: no tables", "周报不要用表格", "経営会議向けの週報は表を
    # 使わず", "Les comptes rendus … sans tableau", "En los informes … no se ponen tablas", "I report
    # … senza tabelle", "Отчёты … без таблиц", "تقارير الإدارة … بدون جداول")
    r"reports?;rapports?;comptes?\s+rendus?;informes?;berichte?;relazion[ei];отч[её]т\w*;"
    r"تقارير;تقرير\w*;周报;週報;报告;報告;日报;日報;月报;月報;レポート;보고서;리포트;"
    # (English, check-w-en) and the slips, receipts, blurbs and recaps printed or shown
    r"slips;receipts;blurbs;recaps;bulletins;"
    # and the messages, mails and press notes sent out ("Les messages aux viticulteurs partent sans
    # titres", "В сообщениях для продавцов … заголовки не используем", "لا نضع عناوين ماركداون في
    # الرسائل إلى الركاب", "Las notas de prensa … sin listas con viñetas") — a commit's message is
    # elsewhere (_elsewhere)
    r"messages;nachrichten;mensajes;messaggi;сообщени\w*;الرسائل;رسائل;e-?mails?;courriels?;"
    r"correos?;notas\s+de\s+prensa;comunicados?;comunicati;"
    # (English, check-v-en) the reminders, notices and texts sent out ("the clinic's appointment
    # reminders", "the ticket-desk notices", "ferry delay texts")
    r"reminders;notices;texts;"
    # (fr, de, es, it, ru, ar; check-w-west) the notices and announcements put out, and the notes
    # handed to a crew ("Keine Fettschrift in den Hinweisen", "Los avisos … van sin encabezados",
    # "Le note per i soffiatori … senza elenchi puntati", folded)
    r"hinweise\w*;aushang\w*;annonces;avis\s+(?:aux|au)\s;avisos;avvisi;note\s+per;объявлени\w*;"
    r"إشعارات;الإشعارات;تنبيهات;التنبيهات;"
    # (fr, de, es, it, ru; check-x-west) the bulletins, schedules, quotes, cards and minutes put
    # out ("Niente tabelle nei bollettini del vento", "Расписание сеансов присылай без таблиц",
    # "Los presupuestos … van sin negritas", "Le schede degli strumenti …", "Die Stimmprotokolle …")
    r"bollettin[oi];bulletin;расписани\w*;presupuestos?;horarios;schede;fiches;\w*protokoll\w*;"
    # (de, es, it; check-y-west) a report by a compound, a diminutive or a gender: "in den
    # Wetterberichten", "in den Fahrplanmeldungen" (not an error message), "nei rapportini", "en los
    # partes de la lonja" (los partes: reports; las partes: parts)
    r"\w+bericht(?:e|en)?;(?!fehler)\w+meldung(?:en)?;rapportin[oi];los\s+partes"
    # (English, check-z-en) the texts the agent drafts or writes, named by that verb after them
    # ("the descriptions you draft", "the captions we write"): whatever their noun, replies
    r";(?:descriptions?|captions?|write-?ups?|blurbs?|entries|labels|listings?|drafts?)"
    r"(?=\s+(?:that\s+)?(?:you|we)\s+(?:draft|write|prepare|put\s+together|produce)(?!\w))"
    # (fr, it, de, ru, ar; check-z-west) the quotes and statements handed to a customer or a crew
    # ("Pas de tableau dans les devis", "Niente tabelle nei preventivi", "в сметах", "Keine
    # Tabellen in Kostenvoranschlägen", "ممنوع الجداول في كشوف الحصاد"), as "presupuestos" is
    r";devis;preventiv[oi];kostenvoranschl\w*;смет[аеуы]?;сметах;كشوف;كشوفات;الكشوف;الكشوفات;بكشوف\w*"
    # (ja zh, check-z-east) the guides, confirmations and explanations sent to people in the
    # east's words ("屋形船の料金案内は", "予約確認は LINE で送るから", "給香客的行程說明")
    r";案内;予約確認;(?:給|给)[^，,。]{1,12}?(?:說明|说明)"
)
# (fr, de, es, it, ru, ar; check-za-west) The reader's own phone, tablet or watch, after the
# preposition of reading on or from it ("que lo leo en el celu", "ich lese das auf dem Handy", "я
# читаю с телефона", "sul tablet del cantiere", "je lis sur ma montre", "من الموبايل"), and the
# terminal said the readers' ("у бригадира старый терминал", "их старый терминал") or printing or
# showing it ("… терминалы их не отображают"): the device stands for the replies, as a messenger
# does — never the word alone ("Le téléphone du bureau sonne", "запусти это в терминале").
_READ_ON_WORDS = (
    r"(?:en|desde|por)\s+(?:el|mi)\s+(?:celu|celular|movil|telefono|tablet)"
    r";(?:sur|depuis)\s+(?:mon|ma|le|la)\s+(?:telephone|portable|montre|tablette|smartphone)"
    r";(?:auf|am|vom)\s+(?:dem\s+|meinem\s+)?(?:handy|smartphone|tablet|telefon)"
    r";(?:sul|dal|sullo)\s+(?:mio\s+)?(?:tablet|cellulare|telefono|telefonino|smartphone)"
    r";(?:на|с|со)\s+(?:\w+\s+)?(?:телефон\w*|смартфон\w*|планшет\w*|часах);(?:у\s+\w+|их|его|её|ее)\s+(?:\w+\s+)?терминал\w*;терминал\w*\s+(?:\w+\s+){0,2}?(?:печата\w*|показыва\w*|отобража\w*|выводит|выводят|рису\w*)"
    r";(?:من|على)\s+ال(?:موبايل|جوال|تليفون|تلفون|هاتف)"
)
_READ_ON = table(_READ_ON_WORDS)


def read_on_a_device(text: str) -> bool:
    """(check-za-west) Whether words name the device the replies are read on (_READ_ON_WORDS)."""
    return bool(_READ_ON.search(fold(text)))


# The messenger or channel a reply is read in stands for the replies ("Tablas no, porfa, que en
# WhatsApp se ven feísimas", "Tables no, please — Slack mangles them").
_MESSENGER = table(
    r"whatsapp;telegram;slack;sms;imessage;wechat;mattermost;discord;pager;"
    r"ватсап\w*;вотсап\w*;телеграм\w*;телеге;واتساب;الواتساب;الواتس;تيليجرام;التليجرام;تلغرام;微信;"
    r"ライン;カカオトーク;카톡;카카오톡;channel;chat;канал\w*;чат\w*;قناة;القناة;频道;頻道;チャンネル;채널"
    # (English, check-w-en) or the device it is shown or printed on ("Bullet points don't survive
    # the ACARS uplink", "the donor kiosks print on thermal paper", "the lobby display")
    r";uplinks?;displays;display(?!\s+(?:names?|settings?|logic|code|bugs?))(?=\W|$);screens?;kiosks?;printers?"
    # (ja zh, check-x-east) LINE named in Latin before the east's particle of the means ("LINE で
    # 送ります", "用 LINE 傳"), not a line of code
    r";line(?=\s*(?:で|に|傳|传|發|发))"
    + ";"
    + _READ_ON_WORDS  # (fr, de, es, it, ru, ar; check-za-west)
    # (fr, de, es, it, ru, ar; check-zb-west) the screen or printer it is shown or printed on, in
    # the west's words, folded ("der Bondrucker kann das nicht", "la pantalla de la cocina no las
    # muestra", "l'écran de la caisse", "у меня кнопочный телефон")
    + r";(?:bon)?drucker\w*;bildschirm\w*;pantallas?;impresoras?;ecrans?;imprimantes?;schermo;schermi;"
    r"stampant[ei];экран\w*;принтер\w*;кнопочн\w+\s+телефон\w*;(?:ال)?شاشة;(?:ال)?طابعة"
    # (ru de fr it es ar; check-zc-west) or the speaker as the one who reads them, in the first
    # person ("я с часов читаю", "je lis ça sur une liseuse", "leggo dal telefono", "lo leo en una
    # terminal", "ich les das", "بقرا على موبايل"), or the speaker's eyes tired by them ("глаза от
    # него устают", "ça me fatigue la vue", "mi si stancano gli occhi", "me cansan la vista")
    r";(?<!\w)я\s+(?:\w+\s+){0,3}?читаю;(?<!\w)читаю\s+(?:с|со|на|в)\s;(?<!\w)je\s+(?:les\s+|la\s+|le\s+)?lis(?!\w);"
    r"(?<!\w)(?:li\s+|le\s+|lo\s+|la\s+)?leggo\s+(?:dal|dallo|dalla|sul|sullo|sulla|su)\s;"
    r"(?<!\w)(?:lo|la|los|las)\s+leo(?!\w);(?<!\w)ich\s+les(?:e)?(?!\w);(?<![\u0600-\u06ff])(?:بقرا|بقرأ|باقرا)(?![\u0600-\u06ff]);"
    r"глаза\s+(?:\w+\s+){0,3}?устают;(?:me\s+)?fatigue\s+la\s+vue;(?:mi\s+)?(?:si\s+)?stancano\s+gli\s+occhi;"
    r"(?:me\s+)?cansan?\s+la\s+vista"
)
# Plain text asked for: the reply holds none of Markdown's elements (lists, headings, tables)
# ("The dispatch channel gets plain text only", "Nur Klartext im Chat", "Solo texto plano").
_PLAIN_TEXT = table(
    r"plain\s+text;texte\s+brut;texte\s+simple;klartext;reine[nrm]?\s+text;texto\s+plano;"
    r"texto\s+simple;testo\s+semplice;testo\s+normale;простой\s+текст\w*;простым\s+текстом;"
    r"обычн\w+\s+текст\w*;نص\s+عادي;نص\s+خام;纯文本;純文字;純文本;プレーンテキスト;"
    r"일반\s*텍스트;플레인\s*텍스트;"
    # (English, check-v-en) "kept to plain sentences"
    r"plain\s+sentences"
)
# (English, check-v-en) the texts kept to plain text, or sent out as it ("Ferry delay texts are
# kept to plain sentences", "The intake emails go out as plain text"): asked, as "only" asks
_KEPT_TO = Lazy(
    r"(?<!\w)(?:(?:kept|keep\s+(?:[\w'-]+\s+){0,4}?|stick|sticks|stay|stays)\s*to|go(?:es)?\s+out\s+(?:as|in)"
    # (English, check-w-en) "…, so write plain sentences"
    r"|(?<=so\s)write(?:\s+(?:them|it|in))?|write\s+(?:them|it)\s+(?:as|in))"
    r"\s+plain\s+(?:text|sentences)",
    re.IGNORECASE,
)
# Other texts a rule about layout or length may be about.
_OTHER_TEXT = table(
    r"docs?;documentation;readme;docstrings?;comments?;commentaires?;kommentar\w*;comentarios?;"
    r"commenti;commento;комментари\w*;التعليقات;تعليق;注释;註解;註釋;コメント;文档;文檔;"
    r"ドキュメント;documentacion;documentazione;документаци\w*;التوثيق;files?;fichiers?;"
    # a database's tables: "Keine Tabellen in der Datenbank löschen"
    r"databases?;datenbank\w*;base\s+de\s+donnees;base\s+de\s+datos;database;баз\w*\s+данных;"
    r"бд;قاعدة\s+البيانات;قواعد\s+البيانات;数据库;資料庫;データベース;sql;"
    r"datei\w*;archivos?;file;файл\w*;ملف\w*;文件;檔案;ファイル;changelog"
)
_SENTENCES = table(
    r"sentences?;phrases?;satze;satz;satzen;frases?;oracion(?:es)?;frasi;предложени\w*;"
    r"جمل;جملة;جملتين;جملتان;句话;句話;句;文(?!字|档|檔|件|章)"
)
# Lines: "five lines at most", "最多五行", "لا تزد الرد عن ثلاثة أسطر" (the unit is read after its
# number alone)
_LINES = table(r"lines?;lignes?;zeilen?;lineas?;righe;riga;строк\w*;строчк\w*;أسطر;سطر;سطور;行")
_WORDS = table(
    r"words?;mots?;worter;worte;wortern;palabras?;parole;parola;слов\w*;كلمات;كلمة;词;詞;単語;語"
)
_CHARS = table(
    r"characters?;chars?;caracteres;zeichen;caratteri;символ\w*;знак\w*;حرف;أحرف;حروف;"
    r"字符;字元;文字;字(?!体|體)"
)
_LIMIT = table(
    r"at\s+most;no\s+more\s+than;no\s+longer\s+than;nicht\s+langer\s+als;pas\s+plus\s+longu?e?s?\s+que;"
    r"no\s+mas\s+larga?s?\s+que;non\s+piu\s+lung[ahie]+\s+di;не\s+длинн\w+;not\s+more\s+than;max(?:imum)?;up\s+to;under;fewer\s+than;"
    r"less\s+than;within;keep\s+\w+\s+to;au\s+plus;pas\s+plus\s+de;hochstens;maximal;"
    r"nicht\s+mehr\s+als;maximo;como\s+maximo;no\s+mas\s+de;al\s+massimo;massimo;non\s+piu\s+di;"
    r"не\s+больше;не\s+более;максимум;على\s+الأكثر;كحد\s+أقصى;لا\s+(?:ت|ي)(?:زيد|تجاوز)\w*;"
    r"أقل\s+من;以内;以內;不超过;不超過;最多;まで;以下;不要超过;不要超過;控制在;لا\s+(?:ت|ي)زد\w*;"
    # (English, check-zd-en) a chat's limit after the number and its unit ("three sentences tops")
    r"tops"
)
# (English, check-zd-en) a reply of one line asked in chat words ("one-liners only in the vendors'
# chat", "only one-liners", "keep it to one-liners"): one line at most (not "no one-liners")
_ONE_LINERS = Lazy(r"\bone-liners?\s+only\b|\bonly\s+one-liners?\b|\bto\s+one-liners?\b")
# (English, check-ze-en) a short reply asked in a chat's words, no number said ("phone-sized
# replies", "keep it bite-sized", "short replies only lah", "keep your messages short and sweet",
# "replies … should fit on a lock screen", said of replies: not a timetable's): "short", which a
# clearly long reply breaks (reply_layout.SHORT). Not the plain "Keep replies short." (the tenth
# round's vague length, left unread) nor "short and kind".
_SHORT = Lazy(
    r"(?<![\w-])(?:phone-sized|bite-sized|short\s+and\s+sweet|short\s+(?:replies|messages|answers)\s+only"
    r"|only\s+short\s+(?:replies|messages|answers)"
    r"|(?P<fit>fit\s+on\s+(?:a|one|the)\s+(?:lock\s+screen|phone\s+screen|single\s+screen)))(?![\w-])"
)
# (mend-ze-table) not asked where a negation or a dislike stands anywhere before it in its clause
# ("Don't give me only short answers", "Never write one-word or short answers only", "I hate short
# replies only"), nor where details are asked as well ("…, then go into detail"), nor of a text that
# is no reply ("Error messages in the app should fit on a phone screen", "Toast notifications …",
# "The summary at the top should be bite-sized"): the reading is left out, as at the start.
_NOT_BEFORE = Lazy(
    r"(?:\bno|\bnot|n't|\bnever|\bhate|\bdislike|\bavoid|\bstop|\bagainst)\b[^.;!?,:\u2013\u2014]*$"
)
_DETAILS_TOO = Lazy(
    r"(?<![\w-])(?:go(?:es)?\s+into\s+(?:\w+\s+)?details?|give\s+(?:\w+\s+)?details|in\s+(?:full\s+|more\s+)?detail"
    r"|explain\s+(?:\w+\s+)?(?:properly|fully|in\s+depth)|be\s+thorough|in[\s-]depth)(?![\w-])"
)
_NO_REPLY = Lazy(
    r"(?<![\w-])(?:error\s+messages?|commit\s+messages?|push\s+messages?|text\s+messages?"
    r"|notifications?|toasts?|summar(?:y|ies)|tweets?|alerts?|banners?|tooltips?|headlines?"
    r"|titles?|subject\s+lines?|e-?mails?|descriptions?|changelogs?|docstrings?|comments?|slides?"
    r"|labels?|captions?|sms|pop-?ups?|dialogs?|prompts?)(?![\w-])"
)
_MINIMUM = table(
    r"at\s+least;no\s+less\s+than;no\s+fewer\s+than;minimum;au\s+moins;mindestens;al\s+menos;"
    r"como\s+minimo;almeno;не\s+менее;не\s+меньше;минимум;على\s+الأقل;至少;以上"
)
_MORE_NUMBERS = {
    "five": 5, "ten": 10, "cinq": 5, "dix": 10, "funf": 5, "zehn": 10, "cinco": 5, "diez": 10,
    "cinque": 5, "dieci": 10, "пять": 5, "пяти": 5, "трёх": 3, "трех": 3, "десяти": 10,
    "одного": 1, "одно": 1, "one": 1, "un": 1, "une": 1, "ein": 1, "einen": 1, "uno": 1,
    "una": 1, "ثلاث": 3, "ثلاثة": 3, "خمس": 5, "خمسة": 5, "عشر": 10, "عشرة": 10,
    "جملتين": 2, "جملتان": 2, "كلمتين": 2, "一": 1, "五": 5, "十": 10,
}  # fmt: skip
_NUMBER_OF = {**NUMBER_WORDS, **_MORE_NUMBERS}
_CJK_WORD = re.compile(r"[\u3400-\u9fff]")
_NUMBER = Lazy(
    r"(?<![\w.])(\d{1,4})(?![\d.,]\d)|(?<!\w)("
    + "|".join(
        sorted((re.escape(w) for w in _NUMBER_OF if not _CJK_WORD.match(w)), key=len, reverse=True)
    )
    + r")(?!\w)|("
    + "|".join(re.escape(w) for w in _NUMBER_OF if _CJK_WORD.match(w))
    + r")",
    re.IGNORECASE,
)
_COUNTER = Lazy(r"\s*(?:个|個|つの?|句)?\s*")
# Arabic's dual says the number in the unit's word: "جملتين" (two sentences).
_DUAL = Lazy(r"(?<!\w)(?:جملتين|جملتان|كلمتين|كلمتان)(?!\w)")


def fold(text: str) -> str:
    """The text with its Latin letters' accents taken off, each letter kept at its offset
    ("réponses" → "reponses", "Überschriften" → "Uberschriften"); other scripts as they are."""
    if text.isascii():
        return text
    out = []
    for ch in text:
        if ch > "\u007f" and ch < "\u0250":
            base = unicodedata.normalize("NFD", ch)[0]
            out.append(base if base.isascii() else ch)
        else:
            out.append(ch)
    return "".join(out)


def _elsewhere(folded: str) -> bool:
    """The rule names a text other than replies (a commit, a request, a document, a file)."""
    return bool(
        COMMIT.search(folded)
        or REQUEST.search(folded)
        or BRANCH.search(folded)
        or _OTHER_TEXT.search(folded)
    )


def reply_rules(plain: str) -> list[FormatRule]:
    """The reply-layout readings of a rule's words (`plain`: normalised, quotes blanked)."""
    folded = fold(plain)
    out: list[FormatRule] = []
    blocks = _BLOCKS.search(folded)
    if blocks and _LANGUAGE.search(folded) and not COMMIT.search(folded):
        if polarity(plain, [blocks.span()]) != [FORBIDDEN]:
            out.append(FormatRule("reply_layout", "fence_language"))
        return out
    if not (_REPLIES.search(folded) or _MESSENGER.search(folded)) or _elsewhere(folded):
        return out
    found = []
    for value, rx in (
        ("no_numbered", _NUMBERED),
        ("no_bullets", _BULLETS),
        ("no_list", _LISTS),
        ("no_heading", _HEADINGS),
        ("no_table", _TABLES),
        ("no_markdown", _MARKDOWN),  # (English, check-v-en)
        ("no_bold", _BOLD),
    ):
        m = rx.search(folded)
        if m is None or any(s <= m.start() < e for _v, (s, e) in found):
            continue
        if value.endswith(("list", "bullets")) and any(
            v.endswith("ed") or "list" in v or "bullets" in v for v, _s in found
        ):
            continue  # one reading of lists: "項目符號清單" is a bulleted list, not two
        found.append((value, m.span()))
    if found:
        pols = polarity(plain, [span for _v, span in found])
        for (v, (s, e)), p in zip(found, pols, strict=True):
            if p == FORBIDDEN or _spoiled(plain, folded, s):
                out.append(FormatRule("reply_layout", v))
            elif (_as_form(folded, s, e) and _ANSWER_ASKED.search(folded)) or _over_prose(
                folded, s, e
            ):
                # "Отвечай нумерованным списком", "answer as a bulleted list", "用表格回答":
                # the element is the form the reply takes — asked for
                out.append(FormatRule("reply_layout", _ASKED[v]))
    plain_text = _PLAIN_TEXT.search(folded)
    if plain_text and not ONLY.search(folded) and not _KEPT_TO.search(folded):
        plain_text = None  # plain text named, not asked ("the plain-text export is broken")
    if plain_text and polarity(plain, [plain_text.span()]) != [FORBIDDEN]:
        for v in ("no_list", "no_heading", "no_table"):
            if FormatRule("reply_layout", v) not in out:
                out.append(FormatRule("reply_layout", v))
    length = _length(folded)
    if length is not None:
        out.append(FormatRule("reply_length", length))
    return out


# What an element turns into where the reply is read ("Tables come out as a mess of pipes in the
# pager app", "turns markdown tables into gibberish", "les affiche tout croches", "превращаются
# в кашу"), or a verb of avoiding it ("Les tableaux, on évite"): the element refused, in its
# sentence, unless it is said fine there.
_SPOILS = table(
    r"mess;messy;gibberish;garbage;mangle[sd]?;mangling;unreadable;croche\w*;illisibles?;bouillie;"
    r"charabia;unleserlich\w*;kaputt;feisim\w*;ilegibles?;illeggibil\w*;incomprensibil\w*;кашу;каша;"
    r"нечитаем\w*;кракозябр\w*;avoid;avoids;evit\w*;vermeid\w*;избега\w*"
    # (English, check-w-en) what the device cannot take ("Bullet points don't survive the uplink",
    # "the screen can't render tables")
    r";(?:don't|doesn't|do\s+not|does\s+not|won't|can't|cannot|never)\s+(?:survive|render|show|display)"
)
# The clause's own verb negated at its end, after the element ("Таблиц в сводках не делаем",
# "Les tableaux, on ne les fait pas", "Tabellen machen wir nicht", "Tablas no ponemos", "Tables
# in replies we don't do").
_NEGATED_AT_END = Lazy(
    r"(?<!\w)(?:не|no|non(?:\s+ne)?)\s+\w+\s*$|(?<!\w)n(?:e\s+|')\w+(?:\s+\w+)?\s+(?:pas|jamais)\s*$|"
    r"(?<!\w)nicht(?:\s+mehr)?\s*$|(?<!\w)(?:don't|do\s+not)\s+\w+\s*$|(?<![\u0600-\u06ff])لا\s+\S+\s*$",
    re.IGNORECASE,
)
_FINE = table(r"fine;ok;okay;welcome;bienvenu\w*;erlaubt;bene;можно;permitidas?")
_SENTENCE_OR_CLAUSE = Lazy(r"[.;!?](?=\s|$)")
_CLAUSE = Lazy(r"[,:.;!?](?=\s|$)")


def _spoiled(plain: str, folded: str, at: int) -> bool:
    """Whether the element named at `at` is said spoiled or avoided in its sentence (_SPOILS), or
    refused by a negation after it in its clause ("Таблиц в сводках не делаем")."""
    a = max((m.end() for m in _SENTENCE_OR_CLAUSE.finditer(folded, 0, at)), default=0)
    end = _SENTENCE_OR_CLAUSE.search(folded, at)
    sentence = folded[a : end.start() if end else len(folded)]
    if _FINE.search(sentence):
        return False
    if _SPOILS.search(sentence):
        return True
    c = _CLAUSE.search(folded, at)
    after = folded[at : c.start() if c else len(folded)]
    return bool(NEGATION_AFTER.search(after) or _NEGATED_AT_END.search(after))


_ASKED = {
    "no_numbered": "with_numbered",
    "no_bullets": "with_list",
    "no_list": "with_list",
    "no_heading": "with_heading",
    "no_table": "with_table",
}
# The element named as the form a reply takes: "as a list", "in a table", "sous forme de liste",
# "en liste", "als Liste", "en forma de lista", "in un elenco", "come elenco", "على شكل قائمة",
# "用列表", "以表格" before it (an adjective between: "as a numbered list"); "で", "形式", "的形式"
# after it; or the Russian instrumental ("списком", "таблицей").
_FORM_BEFORE = Lazy(
    r"(?:\b(?:as|in|into|with|using)\s+(?:an?\s+)?|\b(?:avec|mit|con|с)\s+(?:une?|einer?|una?|un)?\s*|\bsous\s+(?:la\s+)?forme\s+d(?:e|')\s*(?:une?\s+)?|\ben\s+(?:une?\s+)?|"
    r"\bals\s+(?:eine?\s+)?|\bin\s+(?:form\s+)?(?:einer?\s+)?|\ben\s+forma\s+de\s+(?:una?\s+)?|"
    r"\bcomo\s+(?:una?\s+)?|\bcome\s+(?:una?\s+)?|\bin\s+forma\s+di\s+(?:una?\s+)?|\bin\s+(?:una?|un)\s+|"
    r"على\s+شكل\s+|في\s+شكل\s+|في\s+|用|以|使用)(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)
# The reply asked for in that form: a verb of answering in the imperative opening a sentence
# ("Answer as a numbered list", "Réponds sous forme de tableau", "Отвечай списком"), or the form
# before the verb ("用表格回答", "表で答えて") — not a remark on it ("Answers in tables are hard to
# read on my phone").
_ANSWER_ASKED = Lazy(
    r"(?:^|[.!?。！？]\s*)(?:please\s+|bitte\s+|per\s+favore\s+|por\s+favor\s+)?"
    r"(?:answer|reply|respond|reponds|repondez|antworte|antwortet|responde|respondeme|contesta|"
    r"contestame|rispondi|rispondimi|rispondete|отвечай|отвечайте|ответ\s+давай|ответы\s+давай|أجب|أجبني|"
    r"رد|ردّ)(?!\w)"
    r"|(?:用|以)\s*\S{1,8}?\s*(?:来|來)?(?:回答|回复|回覆|答复|答覆)|(?:で|にして)(?:答え|回答|返事|返信)"
    # or the reply, or what it explains, as the topic, the form asked after it ("返信は番号付きの
    # 箇条書きでお願いします", "手順を説明する場合は、番号付きリストで書いてください")
    r"|(?:返信|返答|回答|説明|答え)[^。！？]{0,24}?で(?:お願い|書いて|まとめて)",
    re.IGNORECASE,
)
_FORM_AFTER = Lazy(r"\s*(?:で|形式|的形式|格式|の形)")
# (English, check-zc-en) the element set against running prose right after it ("bullet points,
# not paragraphs", "a table rather than long sentences"): the form asked for, with no verb of
# answering — the contrast is the ask, where the element opens its clause (not "The report has
# bullet points, not paragraphs, since …": a description)
_OPENS = Lazy(
    r"(?:^|[.:;!?]\s*)(?:please\s+|just\s+|only\s+|always\s+)?(?:use\s+)?(?:an?\s+|the\s+)?$"
)
_OVER_PROSE = Lazy(
    r"\s*,?\s*(?:not|rather\s+than|instead\s+of)\s+(?:long\s+|in\s+)?"
    r"(?:paragraphs?|prose|running\s+text|full\s+sentences|walls?\s+of\s+text)(?!\w)"
)


def _over_prose(folded: str, s: int, e: int) -> bool:
    near = folded[e : e + 14]  # the cheap test before the patterns
    if not ("not " in near or "rather" in near or "instead" in near):
        return False
    return bool(_OVER_PROSE.match(folded, e) and _OPENS.search(folded[max(0, s - 40) : s]))


_INSTRUMENTAL = Lazy(r"(?:ком|цей|ицей|ами|ями)$")


def _as_form(folded: str, s: int, e: int) -> bool:
    """Whether the element at folded[s:e] is named as the form a reply takes (_FORM_BEFORE)."""
    before = folded[max(0, s - 30) : s]
    return bool(
        _FORM_BEFORE.search(before)
        or _FORM_AFTER.match(folded, e)
        or _INSTRUMENTAL.search(folded[s:e])
    )


def _length(folded: str) -> str | None:
    """ "sentences:3", "words:80" or "chars:50": a number, its unit and a word of limit."""
    if "one-liner" in folded and _ONE_LINERS.search(folded):
        return "lines:1"
    if "short" in folded or "sized" in folded or "screen" in folded:  # (check-ze-en)
        m = _SHORT.search(folded)
        if m and m.group("fit") and not _REPLIES.search(folded):
            m = None
        if m and (_NO_REPLY.search(folded) or _DETAILS_TOO.search(folded)):  # (mend-ze-table)
            m = None
        if m and not _NOT_BEFORE.search(folded, 0, m.start()):
            return "short"
    if not _LIMIT.search(folded) or _MINIMUM.search(folded):
        return None  # "at least three sentences" is no limit: the reading would be turned round
    dual = _DUAL.search(folded)
    if dual is not None:
        return ("words" if dual.group(0).startswith("كلم") else "sentences") + ":2"
    for unit, rx in (
        ("sentences", _SENTENCES),
        ("words", _WORDS),
        ("chars", _CHARS),
        ("lines", _LINES),
    ):
        for m in rx.finditer(folded):
            before = folded[max(0, m.start() - 24) : m.start()]
            n = None
            for k in _NUMBER.finditer(before):
                if _COUNTER.fullmatch(before[k.end() :]):
                    n = k
            if n is None:
                continue
            word = next(g for g in n.groups() if g)
            number = int(word) if word.isdigit() else _NUMBER_OF.get(word.lower())
            if number:
                return f"{unit}:{number}"
    return None
