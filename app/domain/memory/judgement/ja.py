"""Japanese."""

from __future__ import annotations

import re
from functools import cache

from app.domain.memory.judgement.lexicon import Form, Lexicon, rx, taken_back

_MARKERS = r"常に|いつも(?!の)|毎回|毎度|必ず|絶対に?|決して|ごとに|都度|どんな時も|例外なく|原則として|すべての|全ての|一律"
# The benefactive (もらう, いただく, くれる, くださる) in any conditional form, then a word of gratitude:
# "…てもらえると助かります", "…ていただけますと幸いです", "…てくださると嬉しいです" ask as a request does.
_BENEFIT_IF = r"(?:もらえ|いただけ|くれ)(?:る|れば|ますと|ましたら|たら)と?|(?:くださ)(?:ると|いますと|れば)|くれると"
_THANKFUL = (
    r"助かります|助かる|嬉しいです|嬉しい|うれしいです|ありがたいです|ありがたい|幸いです|幸い"
)
# The volitional ("let's …"), by the kana it ends on rather than by verbs: a godan verb's o-row
# kana and う (書こう, 使おう, 選ぼう), an ichidan verb's e- or i-row kana and よう (揃えよう, しよう); not
# the conjectural だろう, nor ありがとう, そう, もう (no o-row kana of those stands before う here).
_VOLITIONAL = (
    r"(?:(?<!だ)(?<!であ)[こごおぼろ]う|[えけげせぜてでねべめれきぎしじちにびみり]よう)(?:ね|よ)?"
)
# A request in any of its forms: the imperative of giving (てください), the desiderative (てほしい),
# the benefactive wish (てもらえると助かります), "お願い", and the nominal order (こと).
_REQUEST = (
    r"(?:て|で)(?:ください|下さい|ね|(?:ほしい|欲しい)(?:です)?)|(?:で|を)?お願い(?:します|いたします|致します|申し上げます)?|にしてください|"
    r"ようにしてください|ように|こと|" + _VOLITIONAL + r"|(?:て|で)(?:" + _BENEFIT_IF + r")"
    r"(?:" + _THANKFUL + r")"
)
_NOT_TOPIC = r"(?!(?:これ|それ|あれ|私|僕|俺|わたし|今回|今日|このファイル|この件))"
# A verb's plain negative, by the kana of its negative stem before ない (出さない, 使わない, 入れない,
# 書き換えない); not a state reached or not (通らない, 終わらない), nor a potential (使えない, できない)
# or a passive (表示されない): what is not done, not what does not happen.
_PLAIN_NOT = (
    r"[一-龥ァ-ヶーA-Za-z]{1,8}(?:[ぁ-ん][一-龥ァ-ヶー]{1,4})?[ぁ-ん]?"
    r"(?<=[かさたなまらわがばれけせめべげえきしちにみりぎじび])(?<!でき)(?<!わから)(?<!知ら)(?<!足り)(?<!分から)"
    r"(?<!通ら)(?<!動か)(?<!終わら)(?<!止まら)(?<!直ら)(?<!間に合わ)(?<!見つから)(?<!変わら)(?<!入ら)"
    r"(?<!使え)(?<!書け)(?<!読め)(?<!行け)(?<!見え)(?<!消せ)(?<!され)(?<!られ)"
    # (Kansai says it by へん / ひん: "チャットに貼らへん")
    r"(?:ない|へん|ひん)"
)
# A verb's plain non-past (読む, 付ける, チェックする), not a verb of a state or of what happens by
# itself (かかる, ある, なる, できる, 落ちる, 動く, 出る, 返す): what is done, said as how it is done.
_PLAIN_DO = (
    r"[一-龥ァ-ヶーA-Za-z]{1,8}[ぁ-ん]{0,2}?(?:する|[すくぐむぶつうる])(?<!かかる)(?<!できる)(?<!落ちる)(?<!通る)(?<!動く)"
    r"(?<!止まる)(?<!壊れる)(?<!終わる)(?<!分かる)(?<!変わる)(?<!見える)(?<!出る)(?<!来る)(?<!返す)(?<!返る)(?<!入る)"
    r"(?<!起きる)(?<!起こる)(?<!帰る)(?<!行く)"
)
# A topic that is no part of the code doing something (関数, サービス, API …: "この関数はファイルから
# 読む" is what it does), nor a time (a plan then: "連休中は実家に帰る"), read by its last word
_NOT_CODE = (
    r"(?<!関数)(?<!メソッド)(?<!スクリプト)(?<!クラス)(?<!サービス)(?<!ボタン)(?<!画面)(?<!モジュール)"
    r"(?<!コンポーネント)(?<!サーバー)(?<!サーバ)(?<!ジョブ)(?<!バッチ)(?<!アプリ)(?<!システム)(?<!プログラム)(?<!処理)"
    r"(?<!API)(?<!CI)(?<!ビルド)(?<!ツール)(?<!ライブラリ)"
    r"(?<!中)(?<!前)(?<!後)(?<!間)(?<!休み)(?<!日)(?<!末)"
)
# A part of the code as the topic, read by its last word (the first lines of _NOT_CODE), with no
# time: a time as the topic is the frame of a way here ("展示会の前日には、…")
_CODE_TOPIC = (
    r"(?<!関数)(?<!メソッド)(?<!スクリプト)(?<!クラス)(?<!サービス)(?<!ボタン)(?<!画面)(?<!モジュール)"
    r"(?<!コンポーネント)(?<!サーバー)(?<!サーバ)(?<!ジョブ)(?<!バッチ)(?<!アプリ)(?<!システム)(?<!プログラム)(?<!処理)"
    r"(?<!API)(?<!CI)(?<!ビルド)(?<!ツール)(?<!ライブラリ)(?<!センサー)(?<!機械)(?<!装置)"
)
# An act in the present closing the sentence, in any register: the plain non-past (_PLAIN_DO, or a
# verb in kana alone after its object, "…承認をもらう"), the polite -ます / -ません of a verb of doing,
# the habitual -ている / -ています / -てる / -てます ("…入力しています", "…出してます"), and what is
# done ahead, -ておく / -ておきます / -とく. Not a verb of being, becoming, being able, knowing or
# thinking (あります, います after a particle, なります, できます, わかります, 思います): a state.
_DOES = (
    r"(?:(?:て|で)(?:い)?(?:ます|る)|(?:て|で)お(?:く|きます)|(?<=[いきしちにびみり])[とど](?:く|きます)|"
    r"[一-龥ァ-ヶーA-Za-z][ぁ-ん]{0,4}?(?<!あり)(?<!なり)(?<!でき)(?<!かり)(?<!思い)(?<!ござい)(?<!見え)(?<![がはもにで]い)ま(?:す|せん)|"
    + _PLAIN_DO
    + r"|(?<=[をにへ])(?!ある|いる|なる|できる)[ぁ-ん]{1,4}?[うくすつむるぶぐ]|"
    + _PLAIN_NOT
    + r")"
)
# Where a way is told by its time: a recurring time (毎月, 三か月ごとに, 隔週, a weekday with は / には,
# 月末, 週末), a day set by the kind's own event (前日, 当日, 翌日, …日に: "入社日の朝に", "最終出社日に")
# or a deadline kept each time (…までに, …以内に)
_FRAME = (
    r"(?:毎(?:週|日|朝|晩|月|年|回|四半期|営業日)|ごとに|隔週|前日|当日|翌日|翌週|前週|翌月|その日のうち|"
    # (a span before or after the kind's event: "搬入の二日前に", "納品の一週間後に")
    r"[\d一二三四五六七八九十]+\s*(?:日|週間|か月|ヶ月|カ月|時間)(?:前|後)に|"
    r"(?<![今昨明本先])(?<!毎)[一-龥]日(?:の(?:朝|昼|夜|夕方|午前|午後))?に|までに|以内に|月末|月初|週末|"
    r"[月火水木金土日]曜(?:日)?の?(?:朝|昼|夕方|夜|午前|午後)?(?:は|には|に))"
)
# Words of now or of one time: today's state or one occasion, no way of working
_NOW = r"(?![^。]*(?:今(?!後)|現在|まだ|最近|もう|さっき|先ほど|昨日|明日|今日|今月|今週|先週|先月|去年|以前|昔|来週|来月))"

# Nouns of a state or of what happens by itself, made verbs by する (再現する, 反応する, 起動する):
# "…しない" after them says what does not happen, not what is not done.
_STATE_SURU = r"再現|反応|起動|発生|一致|成功|失敗|動作|存在|対応|変化|完了|終了|停止|表示|接続|機能|安定|通信|応答|作動|稼働|該当"
# What makes a plain clause someone's act or a state, not a way of working: a person named, a
# subject by が, a clause of concession or reason, "not yet", the progressive (what is being done).
_NOT_A_WAY = r"(?![^。]*(?:ても|でも|けど|ので|まだ|もう|さん|くん|君|彼|みんな|誰|何|(?<![ぁ-ん])が|ている|ています|てる))"
# "覚えておいて", and as it is said: "覚えといて", "覚えてて", "覚えておいてね", "覚えておいてほしい"
_OBOETE = (
    # the verb of keeping in mind, or of noting down (メモする, casually メモる), in the same forms
    # or of keeping it at the back of one's head (頭の片隅に置いといて / 入れておいて)
    r"(?:覚え|メモし|メモっ|頭の片隅に(?:置い|入れ))(?:ておいて|て置いて|といて|とって|てて|ておけ|とけ)(?:ください|下さい|ね|ほしい|欲しい|くれ|な|よ)*"
    r"(?:んだけど|んですけど|んですが|けど)?"
)


def _drop_no(words: str) -> str:
    """ "結論を先に書くの" → "結論を先に書く": the nominaliser の is not part of what is preferred."""
    return re.sub(r"の$", "", words)


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
        ),
        closers=rx(r"[、,]?\s*(?:ありがとう(?:ございます)?|どうも)(?=\s*[。！!]*\s*$)"),
        lead_in=rx(
            r"(?:^|(?<=[、,\s]))(?:これからは|これから(?!も)|今後は?|以後は?|今度から(?:は)?|次回から(?:は)?|次から(?:は)?|以降は?|"
            r"この先は?|今日から(?:は)?|本日(?:以降|から)(?:は)?|これ以降(?:は)?)\s*[、,：:]?\s*",
            r"(?:この|今回の)(?:タスク|チケット|作業|PR|修正)だけ(?:じゃなく|でなく|ではなく)(?:て)?\s*[、,]?\s*",
        ),
        scope_user=rx(
            r"(?:すべての|全ての|全部の|どの)プロジェクト(?:で|でも|において)(?:は|も)?\s*[、,]?\s*"
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
            r"うち(?:のチーム|の会社|の部署|の部|の課|の現場)?|当チーム|当部署|弊社|(?:私|僕|我々)(?:たち)?の(?:チーム|部署)|チーム内)"
            r"(?:で|に|の中で)?は\s*[、,]?\s*"
            # (an act on an object, or for all of a kind: "…ではテストが落ちる" is something happening)
            r"(?=[^。？?]*?(?:を|すべて|全て|全部|必ず|常に|いつも|一律)[^。？?]*?(?<!た)(?<!でし)(?<!まし)(?:ます|る|ない|ません)\s*[。!！]?\s*$)",
            # the place, then の and a thing of the work as the topic ("このリポジトリのissueタイトルは、
            # 先頭に…を付ける"): the place is blanked, the thing and how it is made stay; not a person
            # of it ("うちの課長は…")
            r"^\s*(?:(?:えー?と|えっと|あのー?|まあ)[、,]?\s*)?(?:この(?:プロジェクト|リポジトリ|リポ|案件|サービス|アプリ|システム|現場|部署)|"
            r"うちの(?:チーム|会社|部署|部|課|現場)|当チーム|当部署|弊社|(?:私|僕|我々)(?:たち)?の(?:チーム|部署))の"
            r"(?![^、。]{0,12}?(?:長|さん|くん|君|メンバー|人|社員|上司|部下|先輩|後輩)は)"
            r"(?=[^、。]{1,20}?は\s*[、,]?\s*[^。？?]*?(?:を[^。？?]*?(?<!た)(?<!でし)(?<!まし)(?<!てい)(?:ます|る|ない|ません)|"
            r"を\s*" + _PLAIN_DO + "|"
            # (or where or with what, then a verb of doing in the plain form: "…は、pytestで書く")
            r"(?:で|に|から|へ)\s*(?:" + _PLAIN_DO + "|" + _PLAIN_NOT + r"))\s*[。!！]?\s*$)",
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
            r"今回|今日|本日(?!以降|から)|今月(?!から|以降)|今年(?:度)?(?!から|以降)|今期(?!から|以降)|明日|明朝|本件|昨日|今だけ|とりあえず|一旦|いったん|今は|今すぐ|このファイル|このタスク|この件|この関数|"
            r"このブランチ|このPR|今週|さっき|先ほど|一度だけ|だけ(?:タブ|スペース)?を?使",
        ),
        wish=rx(r"(?:て|で)(?:" + _BENEFIT_IF + r")(?:" + _THANKFUL + r")"),
        hedge=rx(
            r"かもしれ|かも(?!ん)|たぶん|多分|おそらく|恐らく|かな[ぁあ]?(?=\s*[。、？?！!]|\s*$)|検討|将来|いつか|できれば|と思(?:う|います)|予定|つもり"
        ),
        past=rx(
            r"ました|でした|ていた(?![だけきく])|てた|だった|かった|前の会社|前職|以前|昔|前回|去年|先週|当時"
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
            r"よろしく|気にしないで|心配しないで|(?<!ても)(?<!でも)(?<!ちゃって)(?<!じゃって)(?<![てで])大丈夫|クラッシュ|落ちます|落ちる|固まる|エラーになる|失敗する"
        ),
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
            # ("…出さないこと、これはずっと": a word of always said of the rule before it)
            r".*?(?:これ(?!から|まで|以降|以上|(?:は|も)\s*(?:ずっと|毎回|今後も?|常に|いつも|必ず|絶対)(?:です|だ|ね|よ|で)?\s*[。!！]?\s*$)|それ(?!ぞれ|から|なら)|あれ(?!ば)|この(?!先|後|まま|よう)|その(?!後|まま|よう|日の?うち|場で))",
        ),
        # A request ending in て/で is one job ("ファイルを消して"); but a topic given a value
        # ("インデントはタブで", "コミットメッセージは英語で") is a convention, not a job.
        task=rx(
            r"^(?!.*(?:"
            + _MARKERS
            # (a prohibition said by a noun is no one job: "金曜のリリースはNG、月曜に回して")
            + r"|ないで|ように|(?:不可|厳禁|NG|禁止)(?:です|だ)?\s*[、,]|には(?![^。]*(?:新しい|新たな|新規の))[^。]{1,40}?を\s*(?:付け|つけ|入れ|書い|添え|残し|貼っ|載せ)(?:て|といて|ておいて|とい|てお)|(?<=[かさたなまらわがばけせめべげえきしちにみりぎじび])ず[、,]))(?!\s*"
            + _NOT_TOPIC
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
        universal=rx(_MARKERS + r"|今後|これから|以後|たびに|度に|どの"),
        complaint=rx(
            r"やめて(?:ほしい|欲しい|ください|下さい|くれ|ね|よ)|(?:のは|のが)(?:嫌|いや)(?:です|だ)?"
        ),
        rule=(
            # the endings of obligation, in any register ("…を通さないといけない", "…しなければならない",
            # Kansai's "…通さなあかん(ねん)", "…受けないとだめ"), the written register's rule ("…を設定
            # するものとする", "…保存することとする") and a practice kept ("…確認することになっています",
            # "…出さへんことにしてる"): what is to be done each time, by the ending alone; not said of
            # the speaker ("私は…"), nor the past ("…ならなかった", "…ことになりました")
            rx(
                r"^(?=.*(?:いけ|なら|なり|あか|アカン|あきま|だめ|ダメ|駄目|いかん|とする|とします|ことに))\s*"
                + _NOT_TOPIC
                + r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))[^。]{2,80}?"
                r"(?:(?:な(?:きゃ|くちゃ|ければ|けりゃ|いと)|ねば|(?<=[かさたなまらわがばけせめべげえきしちにみりぎじび])(?:な|んと))\s*"
                r"(?:いけ(?:ない|ません)|なら(?:ない|ん|ぬ)|なりません|あかん|アカン|あきません|だめ|ダメ|駄目|いかん)|"
                r"(?<=[うくぐすつぬぶむる])(?:もの|こと)と(?:する|します)|"
                r"(?<=[うくぐすつぬぶむるいん])ことに(?:なって|して)(?:い)?(?:る|ます))"
                r"(?:ねん|んや|で|よ|ね|のです|んです|です)?\s*[。!！]?\s*$"
            ),
            # "これはルールです", "例外なし", "必須": the sentence says it is a rule
            rx(
                r"(?:ルール|決まり|規則)(?:です|だ|なので|だから)|必須(?:です|だ)?\s*[。!！]?\s*$|例外なし"
            ),
            rx(_MARKERS),
            rx(
                r"ないで(?:ください|下さい|ね)?|ないこと|禁止|禁じ(?:ます|る)|てはいけ(?:ません|ない)|ないように",
                # the written negative conjunctive before what is done instead ("…READMEに書かず、…")
                r"(?<=[かさたなまらわがばけせめべげえきしちにみりぎじび])ず[、,]",
                # a noun made a prohibition by 不可, 厳禁, NG closing its clause ("…はFont Awesome不可、")
                r"(?:不可|厳禁|NG)(?:です|だ)?\s*(?:[、,]|[。!！]?\s*$)",
                # Kansai's negative request: "-んといて" / "-へんといて" ("マージせんといてな")
                r"(?:ん|へん)といて(?:な|や|ね|ください)?\s*[。！!]?\s*$",
                # an act made a noun by の, then "stop it" ("…書くのはやめてや", "…使うのはやめてください"):
                # a prohibition of that kind of act (Kansai's や, ね, な after it)
                r"(?<=[うくぐすつぬぶむるい])の(?:は|も)\s*(?:やめて|止めて)(?:ください|下さい|ほしい|欲しい|くれ|や|な|ね|よ)*\s*(?:[、,]|[。！!]?\s*$)",
            ),
            rx(
                r"^\s*"
                + _NOT_TOPIC
                + r"[^、。]{2,30}?(?:は|には|では)[^。]{1,40}?(?:"
                + _REQUEST
                + r")\s*[。!！]?\s*$"
            ),
            rx(
                r"^\s*(?:私たち|僕たち|我々|うち|当チーム|チーム)(?:は|では|の\S{1,10}(?:は|では))[^。]*(?:ます|る|です)\s*[。]?\s*$"
            ),
            # "アイコンは社内のSVGのみ", "…、社内のSVGだけ": a topic, or a clause after one, given its
            # only value with no verb
            rx(
                r"^\s*"
                + _NOT_TOPIC
                + r"[^、。]{1,20}?(?:は|には)[^。]{1,40}?[^ぁ-ん\s](?:のみ|だけ|限定)(?:です|で)?\s*[。!！]?\s*$"
            ),
            # "インデントはタブで", "返事は日本語でお願い": a topic given its value, as a request
            rx(
                r"^\s*"
                + _NOT_TOPIC
                # another topic and its value may come first ("カラム名はスネークケース、テーブル名は複数形で")
                + r"(?:[^、。]{1,20}?は[^、。]{1,20}?[、,]\s*)?"
                + r"[^、。]{1,20}?(?:は|には)"
                # the value may be given for two parts in turn ("ユーザー向けには日本語、ログには英語で")
                r"(?:[^、。]{1,20}?(?:には|では)[^、。]{1,20}?[、,]\s*)?"
                r"[^、。]{1,30}?[^んい]で"
                # then the verb of making it, as a casual request in its te-form ("…英語で出して")
                r"(?:お願い(?:します)?|頼む|よろしく|統一(?:して)?|[^\s、。]{1,4}?(?<=[ぁ-ん])て)?\s*[。!！]?\s*$"
            ),
            rx(
                r"^\s*"
                + _NOT_TOPIC
                + r"[^、。]{2,20}?は[^。]{1,30}?(?:に|へ|で)(?:置く|入れる|書く|する|使う|保存する|配置する|まとめる)\s*[。]?\s*$"
            ),
            # a kind as the topic of where something goes, then a verb of attaching or marking
            # ("キャッシュのキーには…プレフィックスを付けておいて", "関数には型を書いて"): on every item of it
            rx(
                r"^\s*"
                + _NOT_TOPIC
                # (not one thing made new: "ログイン画面には新しいボタンを付けて")
                + r"[^、。]{2,20}?には(?![^。]*(?:新しい|新たな|新規の))[^。]{1,40}?を\s*(?:付け|つけ|入れ|書い|添え|残し|貼っ|載せ)(?:て|といて|ておいて|とい|てお|ておく|ておきます|とく|ときます)(?:ね|ください|下さい|ほしい|て)?\s*[。!！]?\s*$"
            ),
            # a topic given a recurring time, with the copula or none ("リリース枠は毎週火曜と木曜の午後です")
            rx(
                r"^\s*"
                + _NOT_TOPIC
                + r"[^、。]{1,20}?は\s*(?:毎週|毎日|毎朝|毎晩|毎月|平日|週末)[^。？?]{0,30}?(?:です|だ)?\s*[。!！]?\s*$"
            ),
            # a topic, where or how, then a verb's plain negative by the kana of its negative stem
            # ("外部APIのキーはリポジトリに置かない", "秘密情報はログに出さない"): what is not done, as a
            # convention; not "…にない" (there is none), "できない", "いない", "てない" (a state)
            rx(
                r"^\s*"
                + _NOT_TOPIC
                # (or "only" after where or from: "…は、Vaultからしか読まない", "…mainにしか打たない")
                + r"[^、。]{2,20}?は[^。]{0,30}?(?:(?:から|に|へ|で|まで)しか\s*|(?:に|へ|で|を)\s*|(?=[^、。]{1,10}ない[、,]))[一-龥ァ-ヶーA-Za-zぁ-ん]{1,8}?"
                # (not a verb of a state reached or not: "テストは通らない", "ビルドは終わらない")
                r"(?<=[かさたなまらわがばれけせめべげえきしちにみりぎじび])(?<!でき)(?<!わから)(?<!知ら)(?<!足り)(?<!分から)"
                r"(?<!通ら)(?<!動か)(?<!終わら)(?<!止まら)(?<!直ら)(?<!間に合わ)(?<!見つから)(?<!変わら)(?<!入ら)ない"
                # a second plain clause may follow ("…は使わない、カラムは全部書き出す"); with no
                # particle before the verb, one must ("ボタンは反応しない" describes)
                r"(?:[、,][^。]{1,30}?(?:る|う|く|す|つ|ぬ|む|ぶ|ぐ|ない))?\s*[。!！]?\s*$"
            ),
            # a plain negative with where or what it acts on, and no topic, no one named ("ログに
            # 生のメールアドレスを出さない", "テストで外部APIを直接叩かない"): what is not done, as a
            # convention, as the topic's form above
            rx(
                r"^\s*(?=.*(?:ない|へん|ひん)\s*[。!！]?\s*$)"
                + _NOT_TOPIC
                + _NOT_A_WAY
                + r"[^、。]{1,30}?(?:を|に|で|へ|(?<=[^ぁ-ん][ぁ-ん])(?:たら|したら)[、,]?)\s*(?:直接|勝手に|むやみに|絶対に?|決して|なるべく)?\s*"
                + r"(?!"
                + _STATE_SURU
                + r")"
                + _PLAIN_NOT
                + r"\s*[。!！]?\s*$"
            ),
            # the act itself as the topic, then "is not done" ("ハードコードはしない"), or a time of
            # the year or the week as the topic, then an act not done ("年末年始はリリースしない",
            # "リリース前はマージしない"): what is not done, or not then, every time
            rx(
                r"^\s*(?=.*(?:しない|やらない)\s*[。!！]?\s*$)"
                + _NOT_TOPIC
                + _NOT_A_WAY
                + r"[^、。]{2,12}?(?:は|も)\s*(?:しない|やらない)\s*[。!！]?\s*$",
                # (or a thing as the topic and a noun of an act done to it: "画面の文言はハードコードしない";
                # not a state it reaches, "テストは成功しない")
                r"^\s*(?=.*しない\s*[。!！]?\s*$)"
                + _NOT_TOPIC
                + _NOT_A_WAY
                + r"[^、。]{2,16}?は\s*(?!"
                + _STATE_SURU
                + r")[ァ-ヶー一-龥]{2,10}しない\s*[。!！]?\s*$",
                r"^\s*(?:年末年始|年末|年始|月末|月初|期末|週末|土日|祝日|連休|夜間|深夜|早朝|平日|休日|[月火水木金土日]曜日?|"
                r"[^、。]{1,10}(?:前|中|期間|直前))(?:は|には|中は)\s*[、,]?\s*"
                + _NOT_A_WAY
                + r"(?:[^、。]{1,12}?(?:を|に|で)\s*)?[一-龥ァ-ヶーA-Za-z]{2,10}しない\s*[。!！]?\s*$",
            ),
            # a thing of the work as the topic, then where, from what or with what, and a verb in
            # the plain non-past ("設定値は環境変数から読む", "…タイトルは、先頭に…を付ける"): how it
            # is done, a convention; not a part of the code doing it ("この関数はファイルから読む")
            rx(
                r"^\s*(?=.*[すくぐむぶつうる]\s*[。!！]?\s*$)"
                + _NOT_TOPIC
                + _NOT_A_WAY
                + r"[^、。]{2,20}?"
                + _NOT_CODE
                + r"は\s*[、,]?\s*[^。]{0,30}?(?:に|で|から|へ|を)\s*"
                + _PLAIN_DO
                + r"\s*[。!！]?\s*$"
            ),
            # a thing of the work as the topic, then a bound in time and an act in the plain non-past
            # ("問い合わせへの一次回答は、受付から24時間以内に返す", "借りた検証機は、翌日の正午までに
            # 返す"): a deadline kept each time; not a part of the code as the topic ("この関数は一秒以内
            # に結果を返す"), nor what arrives or ends by itself (届く, 着く, 終わる)
            rx(
                r"^\s*(?=.*(?:以内|まで|中|のうち)に)(?=.*[すくぐむぶつうる]\s*[。!！]?\s*$)"
                + _NOT_TOPIC
                + _NOT_A_WAY
                + r"[^、。]{2,20}?"
                + _NOT_CODE
                + r"は\s*[、,]?\s*[^。]{0,30}?(?:以内|まで|中|のうち)に\s*(?:[^。]{0,12}?を\s*)?"
                r"[一-龥ァ-ヶー]{1,6}[ぁ-ん]{0,2}?(?:する|[すくぐむぶつうる])(?<!届く)(?<!着く)(?<!かかる)(?<!終わる)(?<!できる)(?<!なる)"
                r"\s*[。!！]?\s*$"
            ),
            # a condition of the work (…前に, …後に, …ときは, …場合は), then an act on its object in the
            # plain non-past or done ahead (…ておく): "デプロイ前に、マイグレーションの差分を確認する",
            # "休暇を取るときは、引き継ぎメモをWikiに書いておく"; not the speaker's own ("私は寝る前に…"),
            # nor the past or what was forgotten ("…確認するのを忘れた")
            rx(
                r"^(?=[^、。]{1,20}?(?:前|後|あと|とき|時|際|場合))(?=.*[すくぐむぶつうる]\s*[。!！]?\s*$)\s*"
                + _NOT_TOPIC
                + r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))[^、。]{1,20}?(?:前に|前は|後に|後は|あとに|ときは|時は|ときに|際は|際に|場合は)"
                r"[、,]?\s*"
                + _NOT_A_WAY
                + r"[^。]{1,40}?(?:を|に)\s*(?:[^。]{0,12}?[、,]\s*[^。]{0,12}?(?:を|に)\s*)?(?:"
                + _PLAIN_DO
                + r"|[一-龥ァ-ヶーA-Za-z]{1,8}[ぁ-ん]{0,2}?(?:て|で)おく)\s*[。!！]?\s*$"
            ),
            # a recurring time opening the sentence, then an act on its object in the plain non-past
            # ("毎月第一営業日に依存パッケージの脆弱性をチェックする"): the team's schedule
            rx(
                r"^\s*(?=毎|隔週|月末|月初|週末)"
                + _NOT_A_WAY
                + r"(?:毎(?:週|日|朝|晩|月|年|回|四半期|営業日)|隔週|月末|月初|週末)[^。]{0,30}?を\s*"
                + _PLAIN_DO
                + r"\s*[。!！]?\s*$"
            ),
            # a unit of the company as the topic (…部では, …課は, …チームでは, …グループでは), then an
            # act on something in the present of any register ("人事部では、…入力しています",
            # "品質保証チームは、…起票します", "分析チームでは、…出してます"): the unit's way; not a
            # person of it (課長は), nor now, one time or the past
            rx(
                r"^\s*(?:(?:うちの|当社の|弊社の)\s*)?[一-龥ァ-ヶーA-Za-z]{1,10}?(?:部|課|チーム|班|室|グループ|部門|係|センター|本部)"
                r"(?:で|の中で|内で)?は\s*[、,]?\s*"
                + _NOW
                + r"(?=[^。？?]*(?:を|に|で|から|へ))[^。？?]*?"
                + _DOES
                + r"\s*[。!！]?\s*$"
            ),
            # a kind as the topic, a time that tells the way (_FRAME: a recurring time, a day set by
            # the kind's event, a deadline) and an act in the present of any register ("経費精算は、
            # 毎月20日までに…をもらう", "展示会の前日には、…確認しておきます", "…アカウントは最終
            # 出社日に止めてる"); not the speaker, a thing pointed at, a part of the code, now
            rx(
                r"^\s*(?=[^。]*"
                + _FRAME
                + r")"
                + _NOT_TOPIC
                + r"(?!(?:この|その|あの))(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))"
                + _NOW
                + r"[^、。]{2,20}?"
                + _CODE_TOPIC
                + r"(?:は|には)\s*[、,]?\s*[^。？?]*?"
                + _DOES
                + r"\s*[。!！]?\s*$"
            ),
            # a condition (…たら), then the order of two steps (…てから) and an act in the present
            # ("翻訳が上がってきたら、…読んでもらってから公開する"): the procedure each time; not
            # the speaker's, one time or the past
            rx(
                r"^(?=[^、。]{1,24}?(?:たら|だら))\s*"
                + _NOT_TOPIC
                + r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))"
                + _NOW
                + r"[^、。]{1,24}?(?:たら|だら)[、,]?\s*"
                r"(?![^。]*(?<![ぁ-ん])が)[^。]{1,40}?(?:て|で)から[、,]?\s*[^。]{0,20}?"
                + _DOES
                + r"\s*[。!！]?\s*$"
            ),
            # a recurring time opening the sentence, a part of the day with it ("月曜の朝は…", "月末
            # は…"), then an act in the present of any register: the schedule kept
            rx(
                r"^\s*(?:[月火水木金土日]曜(?:日)?の?(?:朝|昼|夕方|夜|午前|午後)?|月末|月初|週末|平日|毎(?:週|日|朝|晩|月))(?:は|には)\s*[、,]?\s*"
                + _NOW
                + r"(?=[^。？?]*(?:を|に|で))[^。？?]*?"
                + _DOES
                + r"\s*[。!！]?\s*$"
            ),
        ),
        preference=rx(r"好き|好み|の方が|のほうが|望ましい"),
        material=rx(
            r"(?:要約|翻訳|訳|校正|添削|確認|チェック|説明|まとめ|書き直|修正)(?:して|を)[^：:。\n]{0,15}[：:]",
            r"次の(?:文|文章|テキスト|ログ|エラー)[^：:。\n]{0,15}[：:]",
            r"以下[^：:。\n]{0,15}[：:]",
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
            r"^.{1,40}?(?:たら|れば|なら|ときは|時は|ときには|時には|とき|時|際は|際に|前に|前は|後に|後は|"
            r"場合は|場合には|場合|たびに|度に|以外は)[、,]?\s*",
            # the order of events: "…てから" (once …), "…た後で" (after …), "…次第" (as soon as …)
            r"^.{1,40}?(?:(?:て|で)から(?:は|で(?:ないと|なければ))?|た(?:後|あと)(?:で|に|は)?|次第)[、,]?\s*",
        ),
        directive=rx(
            # the desiderative asks as the imperative does ("…確認してほしいです", "…もらえると助かります")
            r"(?:(?:て|で)(?:ほしい|欲しい)(?:です|んです|のですが|んだけど)?|(?:て|で)(?:"
            + _BENEFIT_IF
            + r")"
            r"(?:" + _THANKFUL + r"))\s*[。！!]?\s*$",
            r"(?:"
            + _VOLITIONAL
            + r"|てください|でください|て下さい|てね|て|で|ないで(?:ください)?|こと|ように(?:して(?:ください)?|"
            r"お願いします)?|しなさい|なさい|しましょう|お願いします|お願い|べき(?:です)?|必要があります|"
            r"なければなりません|なきゃ|ましょう|してくれ|しろ|にして|にしてください|"
            # the casual "give me" ("…一言ちょうだい", "…送ってちょうだい")
            r"(?:て|で)?(?:ちょうだい|頂戴)|"
            # the humble register's request ("…いただきますようお願い申し上げます")
            r"(?:よう)?お願い(?:いたします|致します|申し上げます))\s*[。！!]?\s*$",
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
            r"^\s*(?:(?:今後|後|将来|あと)の?ために|念のため|一応)?[、,]?\s*(?:これ|それ)?(?:を)?(?:覚えて(?:おいて|て|ください|おいてください)?|覚え(?:といて|とって|とけ)(?:ね|な|よ)?|メモして(?:おいて)?)\s*[。！!]*\s*$"
        ),
        remember=(
            Form(
                rx(
                    r"^\s*(?:(?:今後|後|将来|あと)の?ために|念のため|一応|ちなみに|あと)?[、,]?\s*"
                    + _OBOETE
                    + r"\s*[：:、,]\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?P<rest>.+?)(?:ということを|ってことを|ことを|こと[、,]\s*|と|って|を)"
                    + _OBOETE
                    + r"\s*[。!！]?\s*$"
                )
            ),
            # "…を忘れないでね": remember, said the other way round
            Form(rx(r"^\s*忘れないで(?:ね|ください|下さい|ほしい)?\s*[：:、,]\s*(?P<rest>.+)$")),
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
                    r"(?:私は|僕は|わたしは|俺は|個人的には)?\s*(?P<rest>.+?)(?:の)?(?:方|ほう)が(?:[、,]?\s*(?:私|僕|わたし|俺)は\s*)?(?:好き|いい|好み)(?:です)?\s*[。!！]?\s*$"
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
                    r"^\s*(?:私は|僕は|わたしは|俺は|個人的には)\s*(?P<rest>[^。]+?)が(?:好き|好み)(?:です|だ)?\s*[。!！]?\s*$"
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
