"""Japanese: the forms of a lasting rule (the table's `rule` slot, tried in order) and the pieces of
a sentence they are written with; ja.py is the rest of the table."""

from __future__ import annotations

import re

from app.domain.memory.judgement.lexicon import rx

MARKERS = r"常に|いつも(?!の)|毎回|毎度|必ず|絶対に?|決して|ごとに|都度|どんな時も|例外なく|原則として|すべての|全ての|一律"
# The benefactive (もらう, いただく, くれる, くださる) in any conditional form, then a word of gratitude:
# "…てもらえると助かります", "…ていただけますと幸いです", "…てくださると嬉しいです" ask as a request does.
BENEFIT_IF = r"(?:もらえ|いただけ|くれ)(?:る|れば|ますと|ましたら|たら)と?|(?:くださ)(?:ると|いますと|れば)|くれると"
THANKFUL = (
    r"助かります|助かる|嬉しいです|嬉しい|うれしいです|ありがたいです|ありがたい|幸いです|幸い"
)
# The volitional ("let's …"), by the kana it ends on rather than by verbs: a godan verb's o-row
# kana and う (書こう, 使おう, 選ぼう), an ichidan verb's e- or i-row kana and よう (揃えよう, しよう); not
# the conjectural だろう, nor ありがとう, そう, もう (no o-row kana of those stands before う here).
VOLITIONAL = (
    r"(?:(?<!だ)(?<!であ)[こごおぼろ]う|[えけげせぜてでねべめれきぎしじちにびみり]よう)(?:ね|よ)?"
)
# A request in any of its forms: the imperative of giving (てください), the desiderative (てほしい),
# the benefactive wish (てもらえると助かります), "お願い", and the nominal order (こと).
_REQUEST = (
    r"(?:て|で)(?:ください|下さい|ね|(?:ほしい|欲しい)(?:です)?)|(?:で|を)?お願い(?:します|いたします|致します|申し上げます)?|にしてください|"
    r"ようにしてください|ように|こと|" + VOLITIONAL + r"|(?:て|で)(?:" + BENEFIT_IF + r")"
    r"(?:" + THANKFUL + r")"
)
NOT_TOPIC = r"(?!(?:これ|それ|あれ|私|僕|俺|わたし|今回|今日|このファイル|この件))"
# A verb's plain negative, by the kana of its negative stem before ない (出さない, 使わない, 入れない,
# 書き換えない); not a state reached or not (通らない, 終わらない), nor a potential (使えない, できない)
# or a passive (表示されない): what is not done, not what does not happen.
PLAIN_NOT = (
    r"[一-龥ァ-ヶーA-Za-z]{1,8}(?:[ぁ-ん][一-龥ァ-ヶー]{1,4})?[ぁ-ん]?"
    r"(?<=[かさたなまらわがばれけせめべげえきしちにみりぎじび])(?<!でき)(?<!わから)(?<!知ら)(?<!足り)(?<!分から)"
    r"(?<!通ら)(?<!動か)(?<!終わら)(?<!止まら)(?<!直ら)(?<!間に合わ)(?<!見つから)(?<!変わら)(?<!入ら)"
    r"(?<!使え)(?<!書け)(?<!読め)(?<!行け)(?<!見え)(?<!消せ)(?<!され)(?<!られ)"
    # (Kansai says it by へん / ひん: "チャットに貼らへん")
    r"(?:ない|へん|ひん)"
)
# A verb's plain non-past (読む, 付ける, チェックする), not a verb of a state or of what happens by
# itself (かかる, ある, なる, できる, 落ちる, 動く, 出る, 返す): what is done, said as how it is done.
PLAIN_DO = (
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
# An act in the present closing the sentence, in any register: the plain non-past (PLAIN_DO, or a
# verb in kana alone after its object, "…承認をもらう"), the polite -ます / -ません of a verb of doing,
# the habitual -ている / -ています / -てる / -てます ("…入力しています", "…出してます"), and what is
# done ahead, -ておく / -ておきます / -とく. Not a verb of being, becoming, being able, knowing or
# thinking (あります, います after a particle, なります, できます, わかります, 思います): a state.
_DOES = (
    r"(?:(?:て|で)(?:い)?(?:ます|る)|(?:て|で)お(?:く|きます)|(?<=[いきしちにびみり])[とど](?:く|きます)|"
    r"[一-龥ァ-ヶーA-Za-z][ぁ-ん]{0,4}?(?<!あり)(?<!なり)(?<!でき)(?<!かり)(?<!思い)(?<!ござい)(?<!見え)(?<![がはもにで]い)ま(?:す|せん)|"
    + PLAIN_DO
    + r"|(?<=[をにへ])(?!ある|いる|なる|できる)[ぁ-ん]{1,4}?[うくすつむるぶぐ]|"
    + PLAIN_NOT
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
# (a が inside a step that opens the way is the step's own subject, a gate: "…承認が下りてから送付します",
# "…入金が確認できてから発送する")
_NOT_A_WAY = (
    r"(?![^。]*(?:ても|でも|けど|ので|まだ|もう|さん|くん|君|彼|みんな|誰|何|"
    r"(?<![ぁ-ん])が(?![^、。がは]{1,10}?(?:て|で)から)|ている|ています|てる))"
)
# "覚えておいて", and as it is said: "覚えといて", "覚えてて", "覚えておいてね", "覚えておいてほしい"

# A role at work, by its title's last word (…担当, …係, …チーム, …部, …長) or by the function it names
# (受付, 法務, 経理, ドライバー, 当番, 担任): who, in a team, does an act for every item
_ROLE = (
    r"(?:[一-龥ァ-ヶーA-Za-z]{0,8}?(?:担当(?:者)?|係|窓口|受付|チーム|部|課|班|室|グループ|部門|センター|当番|担任|"
    r"ドライバー|リーダー|責任者|事務局|ステーション|情シス|看護師|法務|経理|総務|人事|営業|(?<=[部課店院所室班])長))"
)


# A person named with an honorific (田中さん, 課長様): that person's part, no way of the team's; but
# not a person of a kind (お客さん, お客様, 患者さん, 生徒さん, 利用者さん, 担当者様), whose things are
# every item's ("患者さんの検査結果は、…")
_NAMED = r"(?<![客者徒員])(?:さん|くん|様)"


def rule_forms() -> tuple[re.Pattern[str], ...]:
    """The rule slot's patterns, in the order they are tried."""
    return (
        # the endings of obligation, in any register ("…を通さないといけない", "…しなければならない",
        # Kansai's "…通さなあかん(ねん)", "…受けないとだめ"), the written register's rule ("…を設定
        # するものとする", "…保存することとする") and a practice kept ("…確認することになっています",
        # "…出さへんことにしてる"): what is to be done each time, by the ending alone; not said of
        # the speaker ("私は…"), nor the past ("…ならなかった", "…ことになりました")
        rx(
            r"^(?=.*(?:いけ|なら|なり|あか|アカン|あきま|だめ|ダメ|駄目|いかん|とする|とします|ことに))\s*"
            + NOT_TOPIC
            + r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))[^。]{2,80}?"
            r"(?:(?:な(?:きゃ|くちゃ|ければ|けりゃ|いと)|ねば|(?<=[かさたなまらわがばけせめべげえきしちにみりぎじび])(?:な|んと))\s*"
            r"(?:いけ(?:ない|ません)|なら(?:ない|ん|ぬ)|なりません|あかん|アカン|あきません|だめ|ダメ|駄目|いかん)|"
            r"(?<=[うくぐすつぬぶむる])(?:もの|こと)と(?:する|します)|"
            r"(?<=[うくぐすつぬぶむるいん])ことに(?:なって|して)(?:い)?(?:る|ます))"
            r"(?:ねん|んや|で|よ|ね|のです|んです|です)?\s*[。!！]?\s*$"
        ),
        # (twenty-ninth round) the house's own rule in dialect: the speaker's shop or house as the topic
        # (うちの店は, うちは, 当店では), then a decision or a practice kept in Kansai's or Hakata's
        # words closing the sentence ("…ことにしとるねん", "…って決めとるけん", "…にしとるっちゃん");
        # never the past, a question, nor the speaker alone (私は…)
        # (the house a shop's or a place's kind, never a family member, a neighbour or one day: "うちの子は…",
        # "うちの隣は…", "…今日は早じまいにしとる"; nor an end decided once, a もう or the house closing
        # down: "うちの店はもう潰れるって決めとるわ", review of the twenty-ninth round, G7)
        rx(
            r"^\s*(?:うちの[^、。]{0,4}?(?:店|屋台|宿|館|道場|教室|銭湯|食堂|会社|事務所|ジム|サロン|医院|ホテル|カフェ|工房|塾|屋)|当店|当館)"
            r"(?:は|では)[、,]?(?![^。]*(?:私|僕|俺|わたし)(?:は|が))(?![^。]*(?:今日|明日|昨日|今晩|今夜|今週|今回))"
            r"(?![^。]*(?:もう|潰れ|つぶれ|廃業|閉業|畳[むみ]|たた[むみ]|店じまい))"
            r"[^。？?]{2,60}?(?:(?:って|と|ように|ことに)決め(?:とる|とう|てる|ている|ています|ております|とります)"
            r"|ことに(?:しとる|しとう|しとります|なっとる|なっとう)|(?<=[^はがをの])にし(?:とる|とう|とります))"
            r"(?:ん)?(?:けん|ねん|や|で|ばい|たい|っちゃん|よ|ね|わ)?\s*[。!！]?\s*$"
        ),
        # "これはルールです", "例外なし", "必須": the sentence says it is a rule
        rx(
            r"(?:ルール|決まり|規則)(?:です|だ|なので|だから)|必須(?:です|だ)?\s*[。!！]?\s*$|例外なし"
        ),
        # an office's or a shop's requirement said as its standing practice: an act as the topic by
        # には (…の交付には, 参加するには), then what it takes and 必要 / 必須 / 要ります closing the
        # sentence, in any register ("…の提示が必要です", "…が必要となります", Kansai's "…が必要や");
        # not one occasion (今日の…, この…), the speaker's own need (私には…), a question or the past
        rx(
            r"^(?=[^。]*には)(?=.*(?:必要|必須|要る|要ります))\s*"
            + NOT_TOPIC
            + _NOW
            + r"(?!(?:この|その|あの))(?![^。]*(?:私|僕|俺|わたし|うち)には)"
            r"(?![^。]*(?:インストール|アップデート|再起動|起動|実行|ビルド|ライブラリ|パッケージ))"
            r"[^、。]{2,30}?(?<![のがをはもでと])には[、,]?\s*"
            # (what it takes named as a thing: a document, a step of something, or several; not
            # an abstract need, "成功には努力が必要です")
            r"[^。？?]{0,40}?(?:の|と|か|や|書|状|証|票|類|カード|印鑑|番号)[^。？?]{0,30}?(?:が|も)\s*"
            r"(?:(?:必要|必須)(?:です|となります|になります|となっております|だ|や|やで|です[よね])?|要(?:ります|る))"
            r"\s*[。!！]?\s*$"
        ),
        # a requirement said as what cannot be done without it: what it takes, then ないと / なければ /
        # なしでは and an office's "cannot" closing the sentence ("…ですと委任状がないとできません",
        # "…の写しがなければ受け付けられません", "…受付を済ませないと入れません"); after a topic or a
        # comma, not one occasion (今日は…), the speaker's own (私は…), a question or the past
        rx(
            r"^(?=[^。]*(?:ないと|なければ|なくては|なしでは|なしには|無しでは))(?=[^。？?]*ません\s*[。!！]?\s*$)\s*"
            + NOT_TOPIC
            + _NOW
            + r"(?!(?:この|その|あの))(?![^。]*(?:私|僕|俺|わたし)(?:は|が|には)|[^。]*(?:いま|ただいま|只今))"
            # (not a tool's or a device's own workings: "アプリは、再起動しないと更新できません")
            r"(?![^。]*(?:インストール|アップデート|再起動|起動|実行|ビルド|ライブラリ|パッケージ|アプリ|"
            r"パスワード|Wi-?Fi|接続|ログイン|充電|電源))"
            r"[^。？?]{2,40}?(?:は|では|ですと|だと|[、,])[^。？?]{0,40}?"
            r"(?:ないと|なければ|なくては|なしでは|なしには|無しでは)[、,]?\s*[^。？?]{0,20}?"
            r"(?:でき|受け付けられ|受付でき|受け付けでき|お受けでき|お渡しでき|発行でき|入れ|利用でき|"
            r"ご利用いただけ|承れ|お受け取りいただけ|ご案内でき|お通しでき)ません\s*[。!！]?\s*$"
        ),
        # (twenty-fourth round) the paper or card lacking said first, then any act the house cannot
        # do, polite or Kansai ("会員証がないと、このコンビニではポイントが付けられません", "前金もらわんと
        # …押さえられへんねん" is not this: the thing lacking is named by its noun, 証, 票, 書 …); never
        # the speaker's own nor a device's or a tool's workings, as above
        rx(
            r"^(?=[^。]*(?:がないと|がなければ|がないと、|なしでは))\s*"
            r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|には)|[^。]*(?:いま|ただいま|只今))"
            r"(?![^。]*(?:インストール|アップデート|再起動|起動|実行|ビルド|ライブラリ|パッケージ|アプリ|"
            r"パスワード|Wi-?Fi|接続|ログイン|充電|電源))"
            r"[^。？?、]{0,20}?(?:証|票|券|書|状|カード|印鑑|印|同意|サイン|署名|レシート|領収書|予約|許可)"
            r"(?:が(?:ないと|なければ)|なしでは)[、,]?\s*[^。？?]{0,40}?"
            r"(?:られ|でき|[えけげせてねべめれ])(?:ません|へん(?:ねん|で)?)\s*[。!！]?\s*$"
        ),
        # (twenty-seventh round) the one lacking a thing named first as a kind of person, "those
        # without" (…がない方には、…のない人は、…のないお客様は、…の許可ない子は), then what the house
        # cannot do or a refusal closing the sentence, keigo or Kansai (…お出しできません, …入れません,
        # …お断りしております, …たらあかんねん, …行かれへんねん); not being (子どもがいない人), nor advice, a
        # state or the speaker's own, which close with no refusal, nor the past
        # (twenty-ninth round: in the notice's polite words, the kind a user or a patron too, ご利用者様, the
        # act as its noun after の, "…をお持ちでない方のご来院は", the refusal asked to be forgone or a rule
        # said, "…ご遠慮ください", "…出来ません", "…使えない決まりになっております")
        rx(
            r"^(?=[^。]*(?:ない|無い)(?:方|子|人|お客様|お客さん|ご?利用者様?))\s*"
            r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|には))"
            r"[^。？?、]{1,20}?(?:が|の)?(?<![いく])(?:ない|無い)(?:方|子|人|お客様|お客さん|ご?利用者様?)"
            r"(?:には|は|の[^、。？?]{1,12}?は)[、,]?\s*"
            r"[^。？?]{0,40}?(?:(?:られ|でき|出来|[えけげせてねべめれ])(?:ません|へん(?:ねん|で)?)"
            r"|ない決まり(?:になって(?:い|おり)ます|です|や)|ご遠慮(?:ください|下さい|願います)"
            r"|たら(?:あかん|だめ|ダメ)(?:ねん|で|です)?|お断り(?:して(?:い|おり)ます|です|や))\s*[。!！]?\s*$"
        ),
        rx(MARKERS),
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
            + NOT_TOPIC
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
            + NOT_TOPIC
            + r"[^、。]{1,20}?(?:は|には)[^。]{1,40}?[^ぁ-ん\s](?:のみ|だけ|限定)(?:です|で)?\s*[。!！]?\s*$"
        ),
        # "インデントはタブで", "返事は日本語でお願い": a topic given its value, as a request
        rx(
            r"^\s*"
            + NOT_TOPIC
            # another topic and its value may come first ("カラム名はスネークケース、テーブル名は複数形で")
            + r"(?:[^、。]{1,20}?は[^、。]{1,20}?[、,]\s*)?"
            + r"[^、。]{1,20}?(?:は|には)"
            # the value may be given for two parts in turn ("ユーザー向けには日本語、ログには英語で")
            r"(?:[^、。]{1,20}?(?:には|では)[^、。]{1,20}?[、,]\s*)?"
            r"[^、。]{1,30}?[^んい]で"
            # then the verb of making it, as a casual request in its te-form ("…英語で出して")
            # (or the house's standing request, humble: "お支払いは現金でお願いしております")
            r"(?:お願い(?:します|(?:して|いたして|致して)おります)?|頼む|よろしく|統一(?:して)?|[^\s、。]{1,4}?(?<=[ぁ-ん])て)?"
            r"\s*[。!！]?\s*$"
        ),
        # (issue 33, twenty-third round) the house's standing request or refusal, humble, its value
        # a time or a bound ("ご来院は翌日にお願いしております", "お線香はお一人様一束までとお願いして
        # おります") or asked to be forgone ("店内でのお持ち込みは、ご遠慮いただいております"): the
        # topic is every such act
        rx(
            r"^\s*"
            + NOT_TOPIC
            # (not a party asked once: "先方には…", "業者さんは…", "課長も…")
            + r"[^、。]{1,24}?(?<!に)(?<!さん)(?<!先方)(?<!者)(?<!様)(?<!長)(?<!社)(?:は|も)[、,]?\s*"
            r"(?:[^。]{1,30}?(?:に|と)お願い(?:して|いたして|致して)おります|"
            r"ご遠慮(?:いただいて|頂いて|願って)おります)\s*[。!！]?\s*$"
        ),
        rx(
            r"^\s*"
            + NOT_TOPIC
            + r"[^、。]{2,20}?は[^。]{1,30}?(?:に|へ|で)(?:置く|入れる|書く|する|使う|保存する|配置する|まとめる)\s*[。]?\s*$"
        ),
        # a kind as the topic of where something goes, then a verb of attaching or marking
        # ("キャッシュのキーには…プレフィックスを付けておいて", "関数には型を書いて"): on every item of it
        rx(
            r"^\s*"
            + NOT_TOPIC
            # (not one thing made new: "ログイン画面には新しいボタンを付けて")
            # (or a place on each item after its topic, "…宛名は、会社名のあとに…"; and the present of
            # any register, "…御中をつけてます", "…日付を付けます": how each is made; not one thing
            # pointed at, now or the past)
            + r"(?!(?:この|その|あの))"
            + _NOW
            + r"[^、。]{2,20}?(?:には|は\s*[、,]?\s*[^、。]{0,12}?(?:先頭|末尾|最後|冒頭|あと|後ろ|後|前)に|の(?:先頭|末尾|冒頭)に)"
            r"(?![^。]*(?:新しい|新たな|新規の))[^。]{1,40}?を\s*(?:付け|つけ|入れ|書い|添え|残し|貼っ|載せ)"
            r"(?:て|といて|ておいて|とい|てお|ておく|ておきます|とく|ときます|て(?:い)?(?:ます|る)|(?<=[けれえしせ])(?:ます|る))"
            r"(?:ね|ください|下さい|ほしい|て)?\s*[。!！]?\s*$"
        ),
        # a topic given a recurring time, with the copula or none ("リリース枠は毎週火曜と木曜の午後です")
        rx(
            r"^\s*"
            + NOT_TOPIC
            + r"[^、。]{1,20}?は\s*(?:毎週|毎日|毎朝|毎晩|毎月|平日|週末)[^。？?]{0,30}?(?:です|だ)?\s*[。!！]?\s*$"
        ),
        # a topic, where or how, then a verb's plain negative by the kana of its negative stem
        # ("外部APIのキーはリポジトリに置かない", "秘密情報はログに出さない"): what is not done, as a
        # convention; not "…にない" (there is none), "できない", "いない", "てない" (a state)
        rx(
            r"^\s*"
            + NOT_TOPIC
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
            + NOT_TOPIC
            + _NOT_A_WAY
            + r"[^、。]{1,30}?(?:を|に|で|へ|(?<=[^ぁ-ん][ぁ-ん])(?:たら|したら)[、,]?)\s*(?:直接|勝手に|むやみに|絶対に?|決して|なるべく)?\s*"
            + r"(?!"
            + _STATE_SURU
            + r")"
            + PLAIN_NOT
            + r"\s*[。!！]?\s*$"
        ),
        # the act itself as the topic, then "is not done" ("ハードコードはしない"), or a time of
        # the year or the week as the topic, then an act not done ("年末年始はリリースしない",
        # "リリース前はマージしない"): what is not done, or not then, every time
        rx(
            r"^\s*(?=.*(?:しない|やらない)\s*[。!！]?\s*$)"
            + NOT_TOPIC
            + _NOT_A_WAY
            + r"[^、。]{2,12}?(?:は|も)\s*(?:しない|やらない)\s*[。!！]?\s*$",
            # (or a thing as the topic and a noun of an act done to it: "画面の文言はハードコードしない";
            # not a state it reaches, "テストは成功しない")
            r"^\s*(?=.*しない\s*[。!！]?\s*$)"
            + NOT_TOPIC
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
            + NOT_TOPIC
            + _NOT_A_WAY
            + r"[^、。]{2,20}?"
            + _NOT_CODE
            + r"は\s*[、,]?\s*[^。]{0,30}?(?:に|で|から|へ|を)\s*"
            + PLAIN_DO
            + r"\s*[。!！]?\s*$"
        ),
        # a thing of the work as the topic, then a bound in time and an act in the plain non-past
        # ("問い合わせへの一次回答は、受付から24時間以内に返す", "借りた検証機は、翌日の正午までに
        # 返す"): a deadline kept each time; not a part of the code as the topic ("この関数は一秒以内
        # に結果を返す"), nor what arrives or ends by itself (届く, 着く, 終わる)
        rx(
            r"^\s*(?=.*(?:以内|まで|中|のうち)に)(?=.*[すくぐむぶつうる]\s*[。!！]?\s*$)"
            + NOT_TOPIC
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
            + NOT_TOPIC
            + r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))[^、。]{1,20}?(?:前に|前は|後に|後は|あとに|ときは|時は|ときに|際は|際に|場合は)"
            r"[、,]?\s*"
            + _NOT_A_WAY
            + r"[^。]{1,40}?(?:を|に)\s*(?:[^。]{0,12}?[、,]\s*[^。]{0,12}?(?:を|に)\s*)?(?:"
            + PLAIN_DO
            + r"|[一-龥ァ-ヶーA-Za-z]{1,8}[ぁ-ん]{0,2}?(?:て|で)おく)\s*[。!！]?\s*$"
        ),
        # a recurring time opening the sentence, then an act on its object in the plain non-past
        # ("毎月第一営業日に依存パッケージの脆弱性をチェックする"): the team's schedule
        rx(
            r"^\s*(?=毎|隔週|月末|月初|週末)"
            + _NOT_A_WAY
            + r"(?:毎(?:週|日|朝|晩|月|年|回|四半期|営業日)|隔週|月末|月初|週末)[^。]{0,30}?を\s*"
            + PLAIN_DO
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
            + NOT_TOPIC
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
            + NOT_TOPIC
            + r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))"
            + _NOW
            + r"[^、。]{1,24}?(?:たら|だら)[、,]?\s*"
            r"(?![^。]*(?<![ぁ-ん])が)[^。]{1,40}?(?:て|で)から[、,]?\s*[^。]{0,20}?"
            + _DOES
            + r"\s*[。!！]?\s*$"
        ),
        # a kind as the topic (…は) or a condition (…たら, …ときは, …場合は), then a role as the
        # subject (…が) and an act in the present of any register ("返金の申請は経理係がまとめて処理
        # する", "破損の連絡があったら、物流チームが写真を撮って…送ります"): who does what for every
        # item; not a thing pointed at, a person named, the speaker, now, one time or the past
        rx(
            r"^\s*(?=[^。]*"
            + _ROLE
            + r"(?:が|から))"
            + NOT_TOPIC
            + r"(?!(?:この|その|あの))(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))(?![^。]*"
            + _NAMED
            + r")"
            + _NOW
            # (a topic may come before the condition: "検査結果は、出たら受付が…")
            + r"(?:[^、。]{2,24}?は\s*[、,]\s*(?=[^、。]{1,24}?(?:たら|だら)))?"
            r"[^、。]{2,24}?(?:は|では|には|(?<=[たっ])ら|(?<=[だん])ら|ときは|時は|場合は|ときに|際は|際に)\s*[、,]?\s*"
            + _ROLE
            # (an act, not a liking, knowing or a state: "…部長が気に入っています"; the role may be
            # the source the act comes from: "…事務局から郵送します")
            + r"(?:が|から)(?![^。]*(?:気に入|好き|嫌い|思っ|思い|知っ|分か|わか|困っ|喜|怒|心配|ありま|あります|いません|いない))[^。？?]*?"
            # (or the verb of doing itself in kana right after the role: "…は物流チームがやる", "…は受付
            # がします": the role's duty in the plain or polite present)
            + r"(?:"
            + _DOES
            # (or after an adverb in -て: "…は総務がまとめてやる", "…は警備チームが交代してやります")
            + r"|(?<=[がて])(?:やる|やります|する|します))"
            + r"\s*[。!！]?\s*$"
        ),
        # a condition (…たら, …ときは, …場合は), then an adverb of promptness or of going straight to it
        # (まず, すぐ, 直接, 折り返し, その場で, 即) and an act in the present, plain or polite, with no one
        # named ("在庫が十個を切ったらすぐ発注をかけます", "荷物が破損していたら直接配送業者に連絡します"):
        # what is done each time the case comes; not one day, the past, a question or the speaker's
        rx(
            r"^\s*(?=[^。]*(?:まず|すぐ|直接|折り返し|その場で|即))"
            + NOT_TOPIC
            + r"(?![^。]*(?:私|僕|俺|わたし)(?:は|が|も))(?![^。]*"
            + _NAMED
            + r")"
            + _NOW
            + r"[^。？?]{2,30}?(?:たら|だら|ときは|時は|場合は|場合)\s*[、,]?\s*[^。？?]{0,12}?"
            r"(?:まず|すぐ(?:に)?|直接|折り返し|その場で|即)\s*[、,]?\s*[^。？?]{0,20}?"
            # (the act may be had done by the other side: "…まず写真を送ってもらう")
            + r"(?:"
            + _DOES
            + r"|(?:て|で)もら(?:う|います|ってます|っています))"
            + r"\s*[。!！]?\s*$"
        ),
        # a kind as the topic, then how each item is made or sent, a means or a form before で (PDFで,
        # 二枚複写で, 税込みで), and an act in the present of any register, plain, polite, habitual or
        # not done ("出荷伝票は二枚複写で切ってます", "請求書はPDFで送って、原本は郵送しません"): the
        # kind's way; not a person's, a vehicle's or a machine's (…バスで通っています, …軽油で走ります),
        # nor a thing pointed at, now or the past, nor what can be done or takes time
        rx(
            r"^\s*(?=[^。]*(?:[^ぁ-ん\s、,]|(?<=[一-龥])[みきいし])で(?!は|も|す|し|き|あ))"
            + NOT_TOPIC
            # (nor a tool named alone in Latin letters: "Excelは、日付を…シリアル値で持っている")
            + r"(?!(?:この|その|あの))(?![A-Za-z][\w.+#-]*\s*は)(?![^。]*(?:私|僕|俺|わたし|父|母|先生|"
            + _NAMED
            + r"))"
            r"(?![^。]*(?:走|動|通っ|通い|通う|来ま|来る|行き|行く|行っ|届[くきい]|着[くきい]|遅れ|かか|でき|可能|使え|見え|乗|帰|持っ|持ち|思っ|思い|考え|言っ|らしい))"
            + _NOW
            + r"[^、。]{2,20}?"
            + _CODE_TOPIC
            + r"(?<!車)(?<!トラック)(?<!バス)(?<!電車)(?<!機)は\s*[、,]?\s*[^。？?]{0,20}?(?:[^ぁ-ん\s、,]|(?<=[一-龥])[みきいし])で(?!は|も)[^。？?]{0,30}?"
            + _DOES
            + r"\s*[。!！]?\s*$"
        ),
        # a kind as the topic, then a step or a condition (…てから, …とき, …前に, …たら) and what each
        # item is made or when, with にする in the present ("契約書の押印は法務の確認が済んでからにし
        # てます", "大きい画像は送る前にWebPにしてます"): the kind's way; not one choice (今日の昼ご飯は
        # カレーにします), a thing pointed at, now or a proposal
        rx(
            r"^\s*(?=[^。]*(?:てから|でから|とき|時|前に|たら|だら|際)[^。]*にし(?:ます|てます|ています|てる|ている|てい|る))"
            + NOT_TOPIC
            + r"(?!(?:この|その|あの))(?![^。]*(?:私|僕|俺|わたし|"
            + _NAMED
            + r"))"
            + _NOW
            + r"[^、。]{2,20}?"
            + _CODE_TOPIC
            + r"は\s*[、,]?\s*[^。？?]{1,30}?(?:てから|でから|とき|時|前に|たら|だら|際)(?:は|に)?[、,]?\s*[^。？?]{0,20}?"
            r"にし(?:ます|てます|ています|てる|ている|る)\s*[。!！]?\s*$"
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
        # a delegated authority split at a bound: up to an amount, one role decides; beyond it,
        # another ("値引きは一割までは担当の判断、それ以上は部長決裁や", "発注は十万円までは課長決裁、
        # それ以上は役員決裁", "経費は五千円までは各自の判断でええけど、それより上は経理に回してや"):
        # the way every item of the kind is decided; not a question, nor now or the past
        rx(
            r"^\s*"
            + NOT_TOPIC
            + r"(?!(?:この|その|あの))"
            + _NOW
            + r"[^、。？?]{1,20}?は\s*[、,]?\s*[^、。？?]{1,15}?(?:まで|以下|未満|以内)(?:は|なら|の分は)\s*"
            r"[^、。？?]{0,12}?(?:判断|裁量|決裁|承認|決定|一存|権限|マター)[^、。？?]{0,10}?[、,]\s*"
            r"(?:それ以上|それ以降|それより上|それより多い(?:分|時|とき|場合)?|(?:[^、。？?]{0,8}?を)?超え(?:たら|る(?:分|場合|とき|時)))"
            r"(?:は|なら|の分は)?\s*[、,]?\s*[^。？?]{1,25}?(?<![たっ])\s*[。!！]?\s*$"
        ),
    )
