"""Japanese."""

from __future__ import annotations

import re
from functools import cache

from app.domain.memory.judgement import east_asked, east_world
from app.domain.memory.judgement.ja_rules import (
    BENEFIT_IF,
    MARKERS,
    NOT_TOPIC,
    PLAIN_DO,
    PLAIN_NOT,
    THANKFUL,
    VOLITIONAL,
    rule_forms,
)
from app.domain.memory.judgement.lexicon import Form, Lexicon, rx, taken_back

# A Japanese sentence that tells what was done or is kept (…ておいた, …てくれた, Western よった, "…心に
# 刻んでいます"): a story, never an ask the second opinion may keep (engine.second_kept; mend-zb-read)
TOLD = re.compile(
    r"(?:[てで](?:おい|くれ|もらっ|しまっ|い|き)た|[ぁ-ん]よった|(?:心|胸|頭)に[^。、]{1,6}?[てで](?:います|いる|る))"
    r"\s*[。！!]*\s*$"
)

_OBOETE = (
    # the verb of keeping in mind, or of noting down (メモする, casually メモる), in the same forms
    # or of keeping it at the back of one's head (頭の片隅に置いといて / 入れておいて)
    # (or of recording, 記憶する, 記録する, 控える; Kansai's や after it: "覚えといてや"), or the noun
    # asked for ("メモお願いします", "メモよろしく")
    # (thirty-first round: the memory as a place with its nook, east_asked.JA_NOOK, "脳内の引き出しにこれ入れといて",
    # "記憶の棚の一段目に、これ置いといて", "頭の中の付箋に貼っといて")
    r"(?:(?:覚え|メモし|メモっ|記憶し|記録し|控え|頭の片隅に(?:置い|入れ)|頭に入れ"
    # (thirty-second round: the brain as 脳みそ, a line counted, 一行, and writing it there, 書い:
    # "頭ん中のノートに一行書いといてや：…", "脳みその金庫にしまっといて：…")
    r"|(?:記憶|頭|心|脳内|脳みそ|脳)"
    + east_asked.JA_NOOK
    + r"に[、,]?\s*(?:これ|それ)?(?:を)?(?:ひとつ|一つ|一個|一行)?"
    # (thirty-third round: slipping it in, writing it down, noting or jotting it there, 挟ん / 書き留め / 控え /
    # メモっ / 残し: "心のメモに挟んどいて：…", "記憶のノートの端っこにメモっといて：…")
    r"(?:置い|入れ|しまっ|貼っ|貼り付け|保存し|刻ん|書き込ん|書き留め|書い|挟ん|控え|メモっ|残し))"
    r"(?:ておいて|て置いて|といて|どいて|とって|どって|てて|ておけ|とけ|とき(?=や|な))"
    r"(?:ください|下さい|ね|ほしい|欲しい|くれ|な|よ|や)*|メモ(?:を)?(?:お願い(?:します|いたします|できますか)?|よろしく(?:お願いします)?|頼む(?:わ)?|頼みます))"
    # (Kansai's "…ほしいんやけど、", "…ほしいねんけど、": the same softened ask)
    r"(?:んだけど|んですけど|んですが|んやけど|ねんけど|けど)?"
)


def _drop_no(words: str) -> str:
    """ "結論を先に書くの" → "結論を先に書く": the nominaliser の is not part of what is preferred."""
    return re.sub(r"の$", "", words)


# (issue 33, thirty-third round) the western dialects' past of a habit or a state, …とった / …どった /
# …よった (`past` reads it); (review of the thirty-third round, 11) said to hold now by the sentence
# after it, "…ことになっとった。今も同じじゃ。", "…。今でもそのルールじゃ。", the habit is kept: `engine`
# reads such a sentence with this past as its present (`STILL_NOW`, `as_present`).
DIALECT_PAST = re.compile(
    r"(?<=[っん])(?:と|ど)った(?![らり])|(?<=[いきしちにびみりぎえけせてねべめれげ])よった(?![らり])"
)
# (only a rule set down, "…ことになっとった", "…ことにしとった", never a habit told, "毎晩銭湯に行っとった。
# 今も同じじゃ"; and the "still now" told, never asked, "今もそうなんかな？")
RULE_SET_DOWN = re.compile(
    r"ことに(?:なっ|し)(?:と|ど)った|(?:ルール|決まり)(?:じゃっ|やっ|だっ)た"
)
STILL_NOW = re.compile(
    r"^\s*(?:今も|今でも|いまも|いまでも)[、,]?\s*(?:同じ|おんなじ|そう|その(?:ルール|まま|とおり|通り|決まり)|"
    r"変わら|続いと|続いて|守っと|守って)(?![^。]*(?:[？?]|かな|か[。！!]?\s*$))"
)


def as_present(masked: str) -> str:
    """`masked` (a sentence's masked words) with its dialect past (`DIALECT_PAST`) read as its
    present, the same length: …とった as …とる."""
    return DIALECT_PAST.sub(lambda found: found.group(0)[0] + "る ", masked)


@cache
def table() -> Lexicon:
    """This language's table, compiled on first use (only for text in its script)."""
    return Lexicon(
        code="ja",
        openers=rx(
            r"^\s*(?:こんにちは|こんばんは|おはよう(?:ございます)?|どうも|ありがとう(?:ございます|ございました)?|助かりました|"
            r"了解(?:です)?|わかりました|OK|オーケー|さて|あと|それと|それから|ちなみに|ところで|もう一つ|もうひとつ|"
            r"追加で|念のため|なるほど|いいですね|"
            # an aside's lead and a greeting of work ("ついでに、…", "ついでに言うと、…", "お疲れさまです。")
            r"ついでに(?:ですが|言うと|いうと|なんですが)?|お疲れ(?:さま|様)(?:です|でした)?)\s*[、,。！!：:～\s]+",
            # a filler of voice-typed speech with no pause ("えーとですねあの金曜の夕方は…"): あの only
            # after another filler, as alone it may point ("あの金曜")
            r"^\s*(?:えー?と|えっと)(?:ですね)?(?:[、,]?\s*あのー?)?[、,]?\s*",
            # a connective run into a lead-in with no pause ("あと今後、…", "それとこれからは…")
            r"^\s*(?:あと|それと|それから|ちなみに|追加で)(?=(?:これから|今後|以後|今度から|次から|以降))",
            # a connective run into a retention with no pause ("ついでに覚えておいて、…")
            r"^\s*(?:ついでに|あと|それと|それから|ちなみに|追加で)(?=(?:これも|これ)?(?:覚え|メモ|記録|頭に|頭の|心に|控え))",
        ),
        closers=rx(r"[、,]?\s*(?:ありがとう(?:ございます)?|どうも)(?=\s*[。！!]*\s*$)"),
        lead_in=rx(
            r"(?:^|(?<=[、,\s]))(?:これからは|これから(?!も)|今後は?|以後は?|今度から(?:は)?|次回から(?:は)?|次から(?:は)?|以降は?|"
            r"この先は?|今日から(?:は)?|本日(?:以降|から)(?:は)?|これ以降(?:は)?)\s*[、,：:]?\s*",
            r"(?:この|今回の)(?:タスク|チケット|作業|PR|修正)だけ(?:じゃなく|でなく|ではなく)(?:て)?\s*[、,]?\s*",
        ),
        scope_user=rx(
            # (a project said as a client's job, 案件: "どの案件でも、…")
            r"(?:すべての|全ての|全部の|どの)(?:プロジェクト|案件)(?:で|でも|において)(?:は|も)?\s*[、,]?\s*"
        ),
        scope_session=rx(
            r"この(?:チャット|会話|セッション)が終わるまで(?:は)?\s*[、,]?\s*",
            r"(?:この|今回の)(?:チャット|会話|セッション|スレッド)(?:で|では|の間は?|中は?)(?:は)?\s*[、,]?\s*",
        ),
        scope_space=rx(r"この(?:プロジェクト|リポジトリ|リポ)(?:で|では)\s*[、,]?\s*"),
        # the place of the team's work said first ("このリポジトリでは、", "うちのチームでは"), then a
        # clause in the plain present, not the past nor a question: how work is done there
        team_place=rx(
            # (the place may be any unit of work or of the company: この案件, このサービス, うちの部署)
            # (after a filler of voice-typed speech: "えーとこのプロジェクトでは…")
            r"^\s*(?:(?:えー?と|えっと|あのー?|まあ)[、,]?\s*)?(?:この(?:プロジェクト|リポジトリ|リポ|案件|サービス|アプリ|システム|現場|部署)|"
            r"うち(?:のチーム|の会社|の部署|の部|の課|の現場)?|当チーム|当部署|弊社|(?:私|僕|我々)(?:たち)?の(?:チーム|部署)|チーム内|"
            # (the formal 当 + the speaker's own facility, 当院, 当店, 当社; a unit of the workplace
            # named as the place, 倉庫では, 受付では, 病棟では)
            r"当(?:院|社|店|課|部|局|校|塾|園|館|クリニック|センター|ホテル|薬局|事務所)|"
            r"(?:倉庫|受付|窓口|経理|総務|人事|法務|現場|店舗|本社|支店|工場|病棟|外来|教室|事務所))"
            r"(?:で|に|の中で)?は\s*[、,]?\s*"
            # (not a tool as the topic acting by itself: "このアプリは夜中に自動でバックアップを取ります";
            # "このアプリでは、…" stays the place)
            r"(?!(?:(?<=[^でに]は)|(?<=[^でに]は、))[^。]*(?:自動で|自動的に|勝手に|ひとりでに))"
            # (an act on an object, or for all of a kind: "…ではテストが落ちる" is something happening;
            # or a step before it, "…消灯前に見回りをしています", or what each item is made,
            # "…初診は予約制にしています")
            r"(?![^。？?]*(?:今(?!後|から)|昨日|先週|先月|今週|今月|最近|ちょうど))"
            r"(?=[^。？?]*?(?:を|すべて|全て|全部|必ず|常に|いつも|一律|前に|後に|てから|でから|たら|ごとに|"
            r"に(?=し(?:て(?:い)?)?(?:ます|る)\s*[。!！]?\s*$))"
            r"[^。？?]*?(?<!た)(?<!でし)(?<!まし)(?:ます|る|ない|ません)\s*[。!！]?\s*$)",
            # the place, then の and a thing of the work as the topic ("このリポジトリのissueタイトルは、
            # 先頭に…を付ける"): the place is blanked, the thing and how it is made stay; not a person
            # of it ("うちの課長は…")
            r"^\s*(?:(?:えー?と|えっと|あのー?|まあ)[、,]?\s*)?(?:この(?:プロジェクト|リポジトリ|リポ|案件|サービス|アプリ|システム|現場|部署)|"
            r"うちの(?:チーム|会社|部署|部|課|現場)|当チーム|当部署|弊社|(?:私|僕|我々)(?:たち)?の(?:チーム|部署))の"
            r"(?![^、。]{0,12}?(?:長|さん|くん|君|メンバー|人|社員|上司|部下|先輩|後輩)は)"
            r"(?=[^、。]{1,20}?は\s*[、,]?\s*[^。？?]*?(?:を[^。？?]*?(?<!た)(?<!でし)(?<!まし)(?<!てい)(?:ます|る|ない|ません)|"
            r"を\s*" + PLAIN_DO + "|"
            # (or where or with what, then a verb of doing in the plain form: "…は、pytestで書く")
            r"(?:で|に|から|へ)\s*(?:" + PLAIN_DO + "|" + PLAIN_NOT + r"))\s*[。!！]?\s*$)",
        ),
        polite_frame=rx(
            r"^\s*(?:[^、。]{0,6}(?:して|で))?(?:もらえ|いただけ)(?:ます|ません)か",
            # the frame closing the request, as Japanese asks ("…ないようにしてもらえますか")
            r"^.*?(?<=て)(?P<frame>(?:もらえ|いただけ|くれ)(?:ます|ません)?(?:か|でしょうか)|(?:もらえる|くれる)\?)"
            r"\s*[？?]?\s*$",
        ),
        question=rx(r"[？?]\s*$", r"(?:ますか|ですか|でしょうか|ませんか|かな)\s*[。]?\s*$"),
        one_off=rx(
            # the speaker's own next step: a hand-over ("…、あとで見るから")
            r"(?:私が|僕が|俺が)?(?:あとで|後で)\s*(?:見|確認)",
            r"例外的に|特別に|今回に限り|今回だけ|一回だけ|一度きり",
            r"時間が(?:ある|あった|できた)(?:とき|時|ら)",
            # (and the formal register's days: 本日, 明朝, 本件)
            # (these days as an adverb, "最近は…", "…最近、…": how things have been lately)
            r"最近(?:は)?[、,]|最近は",
            # (not a span said whole, the rule holding over it: "今年度中は、…", "今月いっぱいは、…")
            r"今回|今日|本日(?!以降|から)|今月(?!から|以降|中は|いっぱいは)|今年(?!度?(?:から|以降|中は|いっぱいは))(?:度)?|"
            r"今期(?!から|以降|中は|いっぱいは)|明日|明朝|本件|昨日|今だけ|とりあえず|一旦|いったん|今は|今すぐ|このファイル|このタスク|この件|この関数|"
            r"このブランチ|このPR|今週|さっき|先ほど|一度だけ|だけ(?:タブ|スペース)?を?使",
        ),
        wish=rx(r"(?:て|で)(?:" + BENEFIT_IF + r")(?:" + THANKFUL + r")"),
        hedge=rx(
            r"かもしれ|かも(?!ん)|たぶん|多分|おそらく|恐らく|かな[ぁあ]?(?=\s*[。、？?！!]|\s*$)|検討|将来|いつか|できれば|と思(?:う|います)|予定|つもり|"
            # (the Kansai doubt alone after a comma or opening its sentence, closing it, "…、知らんけど。";
            # never with the thing not known before it, a reason for the rule: "…、関西弁は分からへんけど")
            r"(?:^|[、,，。？?！!\s])\s*(?:よう|よく)?(?:わから|分から|知ら)(?:ん|ない|へん)けど(?=\s*[。！!]?\s*$)|ちゃう[？?]"
        ),
        past=rx(
            r"ました|でした|ていた(?![だけきく])|てた|だった|かった|前の会社|前職|以前|昔|前回|去年|先週|当時"
            # (issue 33, thirty-third round: the western dialects' past of a habit or a state, …とった / …どった /
            # …よった, "子供の頃は毎晩じいちゃんと風呂屋に行っとった", never its if or its "and such", …とったら / …とったり)
            r"|" + DIALECT_PAST.pattern
        ),
        reported=rx(
            r"(?:と|って)(?:書いて|書かれて)(?:ある|あります|いる|います|た)|によると|によれば",
            r"によれば|曰く|の話では",
            r"^\s*(?:同僚|上司|先輩|友達|友人|彼|彼女|彼ら|みんな|お客さん)(?:は|が|も)",
            # a person named by a title or an honorific as the topic ("田中さんはテストを書かない",
            # "うちの課長は毎朝…"): what that person does, reported
            r"^\s*(?:うちの|私の|僕の)?[^、。\s]{0,8}(?:さん|くん|君|ちゃん|課長|部長|社長|先輩|後輩|上司|リーダー)(?:は|が|も)",
            r"と言って|によると|らしい|そうです",
        ),
        everyday=rx(
            r"よろしく|気にしないで|心配しないで|(?<!ても)(?<!でも)(?<!ちゃって)(?<!じゃって)(?<![てで])大丈夫|クラッシュ|落ちます|落ちる|固まる|エラーになる|失敗する",
            # the roads and the weather said as what tends to be, closing the sentence ("年末の首都高は
            # いつもひどい渋滞です", "冬の金沢はいつも曇りか雪です"): the world's state, no one's act
            r"(?:いつも|毎年|決まって|たいてい|しょっちゅう)\s*(?:ひどい|すごい|かなり)?\s*(?:大?渋滞|混雑|"
            r"混んで(?:いる|る|います|ます)?|人でいっぱい|大?雨|大?雪|曇り(?:か(?:雪|雨))?|風が強い|寒い|暑い|"
            r"蒸し暑い|乾燥して(?:いる|る|います|ます)|(?:洗濯物が)?乾か(?:ない|へん|ん))"
            r"(?:です|だ|なんです|やで|や)?(?:よ|ね|な|わ)*[。!！]*\s*$",
        ),
        weather=rx(east_world.weather("ja")),
        negated_memory=rx(
            r"覚えないで|記憶しないで|保存しないで|覚えなくて(?:いい|大丈夫)|忘れて(?:ください)?\s*[。]?$"
        ),
        context_less=rx(
            r"^\s*(?:こう|そう|ああ|このように|そのように|同じように|同様に)(?:して|やって|する|書いて)",
            # (その日のうちに, その場で: the same day or place as each item's own, relative to it, no
            # thing pointed at in the conversation)
            # a demonstrative inside an embedded question ("なぜその変更が必要かを書いて") points at
            # what the sentence names, not at the conversation
            r"^(?!.*(?:なぜ|なんで|どうして|何|どこ|いつ|どう)[^。、]{0,12}(?:その|この)[^。、]{0,20}?か(?:を|が|は|どうか))"
            # (nor "beyond it" after a bound the sentence names: "一割までは…、それ以上は…" points at
            # its own amount)
            r"(?![^。]*(?:まで|以下|未満|以内)(?:は|なら)[^。]*?それ(?:以上|より|を超え))"
            # ("…出さないこと、これはずっと": a word of always said of the rule before it)
            r".*?(?:これ(?!から|まで|以降|以上|(?:は|も)\s*(?:ずっと|毎回|今後も?|常に|いつも|必ず|絶対)(?:です|だ|ね|よ|で)?\s*[。!！]?\s*$)|それ(?!ぞれ|から|なら)|あれ(?!ば)|この(?!先|後|まま|よう)|その(?!後|まま|よう|日の?うち|場で))",
        ),
        # A request ending in て/で is one job ("ファイルを消して"); but a topic given a value
        # ("インデントはタブで", "コミットメッセージは英語で") is a convention, not a job.
        task=rx(
            r"^(?!.*(?:"
            + MARKERS
            # (a prohibition said by a noun is no one job: "金曜のリリースはNG、月曜に回して")
            + r"|ないで|ように|(?:不可|厳禁|NG|禁止)(?:です|だ)?\s*[、,]|には(?![^。]*(?:新しい|新たな|新規の))[^。]{1,40}?を\s*(?:付け|つけ|入れ|書い|添え|残し|貼っ|載せ)(?:て|といて|ておいて|とい|てお)|(?<=[かさたなまらわがばけせめべげえきしちにみりぎじび])ず[、,]))(?!\s*"
            + NOT_TOPIC
            # (another topic and its value may come first: "カラム名はスネークケース、テーブル名は複数形で")
            + r"(?:[^、。]{1,20}?は[^、。]{1,20}?[、,]\s*)?"
            + r"[^、。]{1,20}?(?:は|には)"
            # ("エラーは画面には日本語、ログには英語で出して": the value for two parts in turn, then
            # the verb of making it)
            r"(?:[^、。]{1,20}?(?:には|では)[^、。]{1,20}?[、,]\s*)?"
            r"[^、。]{1,30}?[^んい]で(?:[^\s、。]{1,4}?(?<=[ぁ-ん])て)?\s*[。!！]?\s*$).*(?:て|で)\s*[。!！]?\s*$"
        ),
        # A complaint about what the assistant does, or "stop it": "…するの、やめてほしい"
        placement=rx(
            r"(?:に|へ)\s*(?:置いて|置く|置きます|置こう|入れて|入れる|保存して|保存する|まとめて)"
        ),
        limit=rx(
            r"(?:最大|多くても|最低|少なくとも)[^、。\d]{0,4}[\d一二三四五六七八九十百千]",
            r"[\d一二三四五六七八九十百千]+\s*\S{0,3}?(?:以内|以下)(?:に|で)",
        ),
        prefixed=rx(r"[/_-]\s*(?:で|から)\s*始め"),
        announce=rx(
            r"一般的に|基本的に|原則|ルール|決まり|規則|今後|これから|ずっと|以下の通り|次の通り|こうして|重要|大事"
        ),
        universal=rx(MARKERS + r"|今後|これから|以後|たびに|度に|どの"),
        complaint=rx(
            r"やめて(?:ほしい|欲しい|ください|下さい|くれ|ね|よ)|(?:のは|のが)(?:嫌|いや)(?:です|だ)?"
        ),
        rule=rule_forms(),
        preference=rx(r"好き|好み|の方が|のほうが|望ましい"),
        material=rx(
            r"(?:要約|翻訳|訳|校正|添削|確認|チェック|説明|まとめ|書き直|修正)(?:して|を)[^：:。\n]{0,15}[：:]",
            r"次の(?:文|文章|テキスト|ログ|エラー)[^：:。\n]{0,15}[：:]",
            r"以下[^：:。\n]{0,15}[：:]",
            # a language to put it into, then an arrow or a colon before the text ("これ英語にしてもらえる？
            # → …", "次を韓国語に直して → …"): what follows is the text to work on
            r"(?:[一-龥ァ-ヶー]{1,6}語|英文|和文)(?:に|へ)(?:して|訳して|直して|翻訳して|変えて)[^。\n→⇒]{0,14}?(?:→|->|⇒|[：:])",
            r"(?:この|下の|次の)(?:文章|文|段落|テキスト|メール|メッセージ|部分)(?:を)?[^。！？\n]{0,6}?(?:要約|翻訳|校正|添削|"
            r"書き直|言い換え|整え|まとめ)[^。！？\n：:]{0,15}[。！？?：:]",
        ),
        retraction=rx(
            # not recording what was just said: a verb of noting or saving, negated, with a word
            # pointing back at it or closing its clause ('don't write that down', 'ne note pas ça')
            r"(?:今の|さっきの|これ|それ|この件|今言ったこと|さっき言ったこと|上の)(?:は|を)?\s*(?:まだ|一応|別に|特に)?\s*(?:(?:記録|メモ|保存|登録)(?:は)?(?:しないで|しなくて(?:いい|大丈夫)|不要|いらない)|書かないで|書き留めないで|残さないで|覚えなくて(?:いい|大丈夫))",
            # keeping things as they were takes back what was just asked ('leave it as it is')
            r"(?:今まで通り|いつも通り|そのまま|元のまま)で(?:いい|いいよ|いいです|大丈夫|OK)",
            taken_back(
                # "やっぱり" (after all) going back to how things are, or dropping it
                alone=r"やっぱ(?:り)?[、,]?\s*(?:[^。、]{0,12}?(?:のまま(?:で)?|今まで通り(?:で)?|いつも通り(?:で)?)(?:いい|大丈夫|OK)?|"
                r"いい|なし|ナシ|無し|やめ|いらない|要らない)|忘れてください|取り消し|なんてね|冗談(?:です|だよ|でした)?|"
                r"気にしないで|なかったことに|無視して(?:ください|ね)?|"
                # "…と思ったけど" opening the next sentence: the speaker changes their mind
                r"^\s*(?:…|\.\.\.)?\s*(?:と|って)思った(?:けど|けれど|んだけど|んですけど|が)|"
                # 'forget it' closing the message, after what it takes back
                r"忘れて(?:ね|くれ|いいよ|いいです)?(?=\s*[。！!]*\s*$)|"
                # a noun of cancelling made the sentence's verb ("撤回します", "取り消しで")
                r"(?:撤回|取り消し|取消)(?:します|しました|する|で|です|だ|ね)?(?=\s*[。！!]?\s*$)",
                verbs=r"忘れて|無視して|なし(?:で|に)?|取り消(?:し|して)|撤回",
                objects=r"(?:今の|さっきの|今言ったこと|さっき言ったこと|上の)(?:は|を)?",
                objects_first=True,
                gap=r"\s*",
            ),
        ),
        correction=rx(
            r"(?:あ|あっ|いや|えっと)?[、,]?\s*違(?:った|う|います|いました)",
            r"じゃなくて|ではなくて|間違えた|訂正(?:します)?|っていうか|(?:^|(?<=[、,…]))\s*いや(?=[、,])",
            # the speaker's slip ("言い間違えました", "書き間違えた", "勘違いでした")
            r"(?:言い|書き|打ち)間違(?:え(?:ました|た|てた)?|い)|勘違い(?:でした|だった|しました)",
        ),
        disputed=rx(
            r"そんな(?:ルール|決まり)は(?:ない|ありません)|(?:ルール|決まり)は(?:特に)?(?:ない|ありません)|デマ(?:です)?",
            r"(?:本当|ほんと)(?:じゃない|ではない|ではありません)|(?:そんなこと|そうは)言って(?:い)?(?:ません|ない)|"
            r"とは思(?:いません|わない)|違います|間違い(?:です)?",
            # what was said, quoted (と / って / なんて) or "not a word", then the verb of saying
            # denied: "Vueを禁止するなんて一言も言ってないよ", "…って言った覚えはない"
            r"(?:と(?:は|も)?|って|なんて|なんか)\s*(?:一言も|ひとことも|別に|全然|誰も)?\s*"
            r"(?:言って(?:い)?(?:ない|ません|ねえ)|言った(?:こと|覚え)は?(?:ない|ありません)|"
            r"頼んで(?:い)?(?:ない|ません)|お願いして(?:い)?(?:ない|ません))|一言も言って",
        ),
        answer_no=rx(r"^\s*(?:いいえ|いや|いえ|違う|ちがう)\s*[、,。！!]\s*"),
        negated=rx(r"ない|ません|ず(?![っつ])"),
        may=rx(r"^\s*(?!.*ないで).*(?:て(?:も)?いい|ても良い|ても構わない|ても大丈夫|てOK)"),
        denial=rx(
            r"(?:本当|ほんと)?(?:じゃない|ではない|ではありません|違います|違う|嘘)(?!か)|言っていません|言ってない|とは思いません|とは思わない"
        ),
        condition_lead=rx(
            r"^.{1,40}?(?:限り|ない限り|以外)[、,]\s*",
            # (thirty-second round: never a time of day, 午前に / 昼前に / 午後に, "…いつも昼前に売り切れる")
            r"^.{1,40}?(?:たら|れば|なら|ときは|時は|ときには|時には|とき|時|際は|際に|(?<![午昼])前に|(?<![午昼])前は|(?<!午)後に|(?<!午)後は|"
            r"場合は|場合には|場合|たびに|度に|以外は)[、,]?\s*",
            # the order of events: "…てから" (once …), "…た後で" (after …), "…次第" (as soon as …)
            r"^.{1,40}?(?:(?:て|で)から(?:は|で(?:ないと|なければ))?|た(?:後|あと)(?:で|に|は)?|次第)[、,]?\s*",
        ),
        directive=rx(
            # the desiderative asks as the imperative does ("…確認してほしいです", "…もらえると助かります")
            r"(?:(?:て|で)(?:ほしい|欲しい)(?:です|んです|のですが|んだけど)?|(?:て|で)(?:"
            + BENEFIT_IF
            + r")"
            r"(?:" + THANKFUL + r"))\s*[。！!]?\s*$",
            r"(?:"
            + VOLITIONAL
            + r"|てください|でください|て下さい|てね|て|で|ないで(?:ください)?|こと|ように(?:して(?:ください)?|"
            r"お願いします)?|しなさい|なさい|しましょう|お願いします|お願い|べき(?:です)?|必要があります|"
            r"なければなりません|なきゃ|ましょう|してくれ|しろ|にして|にしてください|"
            # the casual "give me" ("…一言ちょうだい", "…送ってちょうだい")
            r"(?:て|で)?(?:ちょうだい|頂戴)|"
            # the humble register's request ("…いただきますようお願い申し上げます")
            r"(?:よう)?お願い(?:いたします|致します|申し上げます)|"
            # the house's standing request, humble, after a deadline, a way or a wish ("…三日前までに
            # お願いしております", "…翌日にお願いしております", "…いただくようお願いしております"); not asked
            # of a party once ("先方にお願いしております", "何度もお願いしております": a report)
            r"(?:までに|ように|よう|で|(?<!方)(?<!さん)(?<!様)(?<!先生)(?<!社)(?<!者)に)"
            r"お願い(?:して|いたして|致して)おります|"
            # the house's rule declared in the humble register ("…三日前までとさせていただきます",
            # "…一台までとさせていただいております"): what it makes so, as an order does
            r"と(?:させて|さして)(?:いただき|頂き)ます|と(?:させて|さして)(?:いただいて|頂いて)おります)\s*[。！!]?\s*$",
        ),
        permission=rx(
            # the te-form and what allows it, in any spelling: "直してかまいません", "使っても良い"
            r"(?:て|で)(?:も)?(?:構わ|かまわ|構いません|かまいません|結構です|差し支え(?:ありません|ございません|ない))",
            # and with 大丈夫 / OK, in the casual contracted te-form too ("マージしちゃって大丈夫です")
            r"(?:て|で|ちゃって|じゃって)(?:も)?(?:大丈夫|OK|オッケー)",
            # a free choice between what is named ("日本語でも英語でもいい"): either is allowed
            r"[^\sでもそれこれあれ]\s*でも[^、。]{1,15}?でも(?:いい|良い|構わ|かまわ|大丈夫|OK)",
            r"許可(?:します|する|です|されて|して)|不要(?:です)?|しなくても(?:いい|良い|大丈夫|構いません|OK)|"
            r"なくても(?:いい|良い|大丈夫|構いません)|て(?:も)?いい(?!え)|ても良い|ても構いません|ても大丈夫|任意です|"
            r"省略(?:可|してもいい|して構いません)|スキップして(?:も|OK)|禁止(?:です|します)",
        ),
        recurring=rx(
            r"毎週|毎日|毎朝|毎晩|毎月|平日|週末",
            # a start opening the sentence, the rule holding from then on ("来月から、…とさせていただき
            # ます", "新年度からは、…"): the words stay in the stored rule
            r"(?<![^\s])(?:来月|来週|来年度|新年度|来学期|[0-9０-９]{1,2}月)(?:から|以降)(?:は)?\s*[、,]",
            r"(?<!今週の)(?<!来週の)(?<!今度の)(?<!今週)(?<!来週)(?:月|火|水|木|金|土|日)曜日?(?:は|だけ|のみ|には)",
            r"(?<!今週の)(?<!来週の)(?<!今度の)(?<!今週)(?<!来週)(?:月|火|水|木|金|土|日)曜日?の?(?:朝|昼|夕方|夜|午前|午後)(?:は|には)",
        ),
        restricted=rx(
            r"(?:月|火|水|木|金|土|日)曜日?(?:だけ|のみ|以外は|に限り)",
            r"平日(?:だけ|のみ)",
            r"(?:てから|た後|たあと)(?:だけ|のみ|でないと)",
        ),
        occasion=rx(
            r"(?:今週|来週|今度|次)の?(?:月|火|水|木|金|土|日)曜日?|今日|明日|今夜|今晩|今回|今週|来週",
        ),
        relative_period=rx(
            r"(?:その|前の|同じ|当)(?:週|日|月)(?:の)?|先週|前日|当日|先月|前月|昨日(?:の)?"
        ),
        folder=rx(r"[A-Za-z0-9_.\-]+\s*(?:フォルダ|ディレクトリ)"),
        specific=rx(r"(?:この|その|あの)(?!まま|よう)\s*\S"),
        quantified=rx(r"(?:すべての|全ての|全部の|どの[^、。]{1,12}も|各)"),
        runtime=rx(
            r"(?:ユーザー|利用者|顧客|訪問者|API|サーバー|リクエスト|レスポンス|ページ|フォーム|ボタン|入力欄|"
            r"フィールド|関数|メソッド|アプリ|ブラウザ)[がはを]?[^、。]{0,12}?(?:クリック|押し|押す|送信|入力|"
            r"開い|読み込|返し|返す|返っ|受け取|ログイン|空)"
        ),
        head_final=True,
        relative=rx(r"(?:返す|出力する|列挙する|求める|計算する)(?:関数|メソッド|処理|スクリプト)"),
        hypothetical=rx(r"たら|れば|なら|場合"),
        remember_back=rx(
            # with the lead a request may have ("今後のためにメモしておいて。")
            r"^\s*(?:(?:今後|後|将来|あと)の?ために|念のため|一応)?[、,]?\s*(?:これ|それ|このこと|そのこと|この件)?(?:を)?[、,]?\s*(?:覚えて(?:おいて|て|ください|おいてください)?|覚え(?:といて|とって|とけ)(?:ね|な|よ)?|メモして(?:おいて)?"
            # (twenty-eighth round: keigo's お含みおき, the head or heart as the place of carving or
            # keeping, "…です。お含みおきください", "…。頭に刻んどいてな")
            # (the frame written once, east_asked.JA_AT_END, as request_parts' retain takes it)
            r"|お含みおき(?:くださいませ|願います)|(?:" + east_asked.JA_AT_END + r")"
            # (thirty-first round: keigo's gladness said as a thanks to come, "…いただけましたら幸甚に存じます")
            r"(?:ください|下さい|ね|な|や|(?:いただけます|いただける|くださる|くださいます)と幸いです"
            r"|(?:いただけ(?:ますと|ると|ましたら|たら)|くださ(?:ると|いますと|いましたら))(?:幸い|幸甚)(?:です|に存じます|でございます))?)\s*[。！!]*\s*$",
            # asked as a question, the fact in the next sentence ("覚えておいてもらえますか？娘の…",
            # "覚えといてくれる？…"): a request of keeping, never "do you remember" (覚えてる？)
            # (twenty-sixth round: any verb of keeping with its auxiliary, 頭に入れといて, 記憶しといて, 心に
            # 留めておいて, a memo asked as a favour, "メモをお願いできますか？", after an apology's lead)
            r"^\s*(?:ちょっと|あの|すみません|面倒(?:を)?かけますが|お手数ですが|悪いけど)?[、,]?\s*(?:これ|ひとつ|一つ)?(?:を)?"
            r"(?:(?:(?:覚え|メモし|メモっ|記憶し|記録し|控え|頭に入れ|心に留め)(?:ておいて|て置いて|といて|とって)|"
            r"メモして|記憶して)(?:もらえ|くれ|いただけ)|覚えて(?:もらえ|いただけ)|(?:メモ|記録)を?お願い(?:でき|し)(?=ます))"
            # (覚えてくれる？ alone is "will you remember me?"; Kansai asks with へん / ん: "覚えといて
            # くれへん？", "メモっといてもらえへん？")
            r"(?:る|ます|ません|へん|ん|ない)?(?:か)?\s*[？?。]+\s*$",
            east_asked.JA,  # (twenty-seventh round: the memory as the place, "記憶に残しといてもらえる？")
        ),
        remember=(
            Form(
                rx(
                    r"^\s*(?:(?:今後|後|将来|あと)の?ために|念のため|一応|ちなみに|あと)?[、,]?\s*(?:これも?\s*)?"
                    + r"(?:"
                    + _OBOETE
                    # (a casual long vowel typed after it: "これ覚えといて〜、…")
                    + r"[〜~ー]*"
                    # typed by voice, a space for the colon ("頭に入れといて ぼくは月曜は在宅勤務")
                    + r"(?:\s*[：:、,]\s*|\s+(?=\S{6}))"
                    # the bare て-form of noting, only before its colon or comma ("メモして：…", "メモって、…";
                    # "メモって何？" asks what a memo is)
                    + r"|(?:メモし|メモっ|頭に入れ)て(?:ください|下さい|ね|な|や)?\s*[：:、,]\s*)"
                    + r"(?P<rest>.+)$"
                )
            ),
            # the fact, then これ pointing back at it before the verb ("…月曜休館です、これ覚えておいてね",
            # "…通すこと、これ覚えといてください"): これ is the frame's, not the fact's last word
            Form(
                rx(
                    r"^(?=.*[、,]\s*(?:これ|それ|この|その))\s*(?P<rest>.+?)\s*[、,]\s*(?:これ|それ|このこと|そのこと|この件|その件)(?:を|は|も)?\s*"
                    + _OBOETE
                    + r"\s*[。!！]?\s*$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?P<rest>.+?)(?:ということを|ってことを|ことを|こと[、,]\s*|と|って|を)"
                    + _OBOETE
                    + r"\s*[。!！]?\s*$"
                )
            ),
            # a note's heading opening the message, what follows its colon kept ("備忘：歯医者の次の予約は
            # …", "記録用：…", "覚え書き：…", "メモ：…", "要メモ：…", "控え：…", "メモ書き：…", "記録：…"):
            # not "メモ帳：", a heading of a list's column
            Form(
                rx(
                    r"^\s*(?:備忘(?:録)?|記録(?:用)?|覚え書き|覚書|要メモ|メモ(?:書き)?|控え)\s*[：:]\s*(?P<rest>\S.*)$"
                )
            ),
            # "…を忘れないでね": remember, said the other way round
            # (Kansai's "忘れんといて(な)")
            Form(
                rx(
                    r"^\s*(?:忘れないで(?:ね|ください|下さい|ほしい)?|忘れ(?:ん|へん)といて(?:な|や|ね|ください)?)"
                    r"\s*[：:、,]\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?P<rest>.+?)(?:ということを|ってことを|ことを|こと|って)忘れないで"
                    r"(?:ね|ください|下さい|ほしい|ほしい)?\s*[。!！]?\s*$"
                )
            ),
        ),
        prefer=(
            Form(
                rx(
                    # (after "rather", said in any register: どちらかといえば, どっちかというと)
                    r"^\s*(?:(?:どちら|どっち)かと(?:いえば|言えば|いうと|言うと)[、,]?\s*)?"
                    r"(?:私は|僕は|わたしは|俺は|個人的には)?\s*(?P<rest>.+?)(?:の)?(?:方|ほう)が(?:[、,]?\s*(?:私|僕|わたし|俺)は\s*)?"
                    # (or suits the speaker, or is welcome: "…方が性に合ってます", "…ほうがありがたいです")
                    r"(?:好き|いい|好み|性に合(?:う|います|ってます|っています|ってる)(?:んです)?|ありがたい)(?:です)?\s*[。!！]?\s*$"
                ),
                _drop_no,
            ),
            Form(
                rx(r"^\s*(?:私は|僕は|わたしは)?\s*(?P<rest>.+?)(?:を|が)好みます\s*[。]?\s*$"),
                _drop_no,
            ),
            # "私は短い答えが好きです": a liking said with the speaker named is the user's own
            Form(
                rx(
                    # (or welcome, the speaker named: "個人的には、結論から先に書いてある議事録がありがたいです")
                    r"^\s*(?:私は|僕は|わたしは|俺は|個人的には)[、,]?\s*(?P<rest>[^。]+?)が(?:好き|好み|ありがたい)(?:です|だ)?(?:ね)?\s*[。!！]?\s*$"
                ),
                _drop_no,
            ),
            Form(
                rx(r"^\s*(?:私は|僕は|わたしは)?\s*(?P<rest>.+?)が好みです\s*[。]?\s*$"), _drop_no
            ),
            # a liking said of how a kind of thing is to be, its topic first ("コードの説明はざっくりめが
            # 好きです"): the speaker's preference for that kind, as with the speaker named
            Form(
                rx(
                    r"^\s*(?P<rest>[^。、]{1,30}?は[^。、]{1,20}?)が(?:好き|好み)(?:です|だ)?\s*[。!！]?\s*$"
                ),
                _drop_no,
            ),
        ),
        not_remembered=rx(r"^(?:これ|それ|あれ)\s*$"),
        not_preferred=rx(r"^(?:これ|それ|あれ|この|その)"),
    )
