"""Issue 33, seventh round (Chinese in both scripts and Cantonese, Japanese, Korean, Russian,
Arabic): the judgement reads what a part of a sentence does, so a class read on one of dev33g's
messages reads its siblings, each written for this test (none is in a data set); and dev33g in
these six languages is apart from every other set and meets issue 33's goals
(`test_judgement_corpus` holds the whole of dev33g to both)."""

from __future__ import annotations

import pytest

from app.domain.memory.judgement import judge
from tests.judgement_sets import reading

SIBLINGS = [
    # a period named relative to a recurring time comes back with it; without one it is one occasion
    ("suggest", "每週五下午把上週的錯誤報表寄給我。"),
    ("suggest", "每天早上整理一下前一天的告警。"),
    ("none", "把上周的告警整理一下。"),
    ("suggest", "毎週月曜に先週のデプロイ履歴をまとめてください"),
    ("none", "先週のデプロイ履歴をまとめてください"),
    ("suggest", "매일 아침 전날 에러 로그 요약해 줘"),
    ("none", "전날 에러 로그 요약해 줘"),
    ("suggest", "Каждую пятницу присылай мне сводку за прошедшую неделю."),
    ("none", "Пришли мне сводку за прошедшую неделю."),
    ("suggest", "كل يوم اثنين ابعت لي ملخص الأسبوع اللي فات."),
    ("none", "ابعت لي ملخص الأسبوع اللي فات."),
    # a part of the day by a prayer or with the article belongs to the time frame
    ("suggest", "كل يوم جمعة بعد الصلاة لا تشغّل أي نشر."),
    ("suggest", "كل يوم المسا راجع السجلات."),
    # a season of the year recurs; "this Ramadan" is one
    ("suggest", "خلال رمضان لا تحدد اجتماعات بعد العصر."),
    # Cantonese function characters read as their Mandarin counterparts
    ("none", "以後全部用 tab。頭先講嘅唔算。"),
    ("suggest", "逢星期一唔好改 production 嘅設定。"),
    ("suggest", "之後唔准直接 push 去 main。"),
    # a change of mind with its closing particle; no longer needed closing the message
    ("none", "以后都用 pnpm。想了一下还是先不换吧"),
    ("none", "每週一幫我跑一次壓力測試。算了，那個不用了。"),
    # a noun of cancelling made the verb; 'forget it' closing the message
    ("none", "ログは全部英語で書くこと。やっぱり取り消します"),
    ("none", "今後はレビュー必須で。…いや、忘れて"),
    # keeping what was, in any person of the imperative
    ("none", "Давай все конфиги в YAML. Нет, оставим JSON как есть."),
    ("none", "خلّي كل الـ logs بالإنجليزي. لا، خلينا على العربي زي ما كنا."),
    ("none", "من اليوم كل الفروع تبدأ بـ task/. امسح اللي كتبته."),
    # owning up to excess, cancelling in the first person, still under discussion
    ("none", "Никаких merge без двух апрувов! Ладно, забудь, это я перегнул."),
    ("none", "Пишем всё на Kotlin. Отменяю это правило, ещё решается."),
    ("none", "ممنوع الـ force push. أسحب هذا الكلام، قيد النقاش."),
    # a hesitation opens; a demonstrative beside a name points at nothing
    ("suggest", "呃那個，以後 API 回應一律用 JSON。"),
    ("suggest", "docs/ 那個資料夾你可以隨便改，src/ 不要碰。"),
    ("none", "那個資料夾你幫我刪掉。"),
    # the honorific benefactive is no past; the te-form with 大丈夫 permits
    ("suggest", "コメントは日本語で書いていただけますと助かります。"),
    ("suggest", "テストの追加だけなら、確認なしでプッシュしちゃって大丈夫"),
    ("none", "昨日のデプロイは大丈夫でした"),
    # a condition's main clause on a plain imperative; -아라/-어라; let's not
    ("suggest", "배포하기 전에 나한테 먼저 말해"),
    ("suggest", "테스트는 꼭 로컬에서 돌려라"),
    ("suggest", "주말에는 배포하지 말자"),
    ("suggest", "리팩터링은 리뷰 없이 머지해도 괜찮아"),
    # a performative of permitting; without asking; a request as a noun
    ("suggest", "Позволяю тебе мержить правки в README без ревью."),
    ("suggest", "Линтер-фиксы коммить без согласования."),
    ("suggest", "Убедительная просьба все ошибки логировать через logger."),
    # 'ترى' calls attention; with its complement it reports
    ("suggest", "ترى كل الـ PRs لازم يكون فيها وصف."),
    ("none", "ترى أن الاختبارات مضيعة للوقت."),
    # whenever one wants; acceptability before the act; without coming back to me
    ("suggest", "فيك تعيد تشغيل الـ staging وقت ما بدك."),
    ("suggest", "ماشي تحدّث التوثيق بدون ما تسألني."),
    # every item of a kind and the imperfect copula; the Egyptian negative imperative
    ("suggest", "كل رسالة commit تكون بالإنجليزي."),
    ("suggest", "بعد الساعة ١٠ بالليل متشغلش أي cron."),
    # a folder named by the word for one
    ("suggest", "حط الصور في مجلد assets."),
    ("suggest", "截图都放在 screenshots 資料夾。"),
    ("suggest", "Логи складывай в папку logs."),
    # frequencies recur; a dash parts a condition
    ("suggest", "Дважды в месяц проверяй зависимости на уязвимости."),
    ("suggest", "Если PR больше 500 строк — дроби его."),
    # the written register permits
    ("suggest", "凡屬測試檔之修改，毋須經本人審核。"),
    # preferences with the topic first, and the speaker named
    ("explicit", "エラーメッセージは短めが好きです"),
    ("explicit", "أنا أحب الردود تكون بالنقاط."),
    ("explicit", "Мне больше нравится, когда код без лишних комментариев."),
    ("explicit", "メモっといて：ステージングのDBは毎晩リセットされる"),
    # corrected rules, each language's markers (a doubled no, a mistake owned, an interjection first)
    ("suggest", "commit 訊息寫中文，不是啦，寫英文。"),
    ("suggest", "測試放 spec/ 底下，講錯了，放 test/。"),
    ("suggest", "分支用 dev 開頭，呃更正一下，用 feature 開頭。"),
    ("suggest", "日志用 JSON 格式，不是，用纯文本。"),
    ("suggest", "インデントはスペース4つ、いや2つでお願いします"),
    ("suggest", "ログは英語で、あ、間違えた、日本語でお願い"),
    ("suggest", "커밋 메시지는 한국어로, 아 아니다 영어로 써 줘"),
    ("suggest", "Пиши логи на английском, ой, то есть на русском."),
    ("suggest", "Таймауты ставь 30 секунд, не, 60."),
    ("suggest", "الاختبارات في مجلد test، لا لا، في مجلد tests."),
    ("suggest", "اكتب الـ commits بالعربي، أقصد بالإنجليزي."),
    # retractions: a change of mind for now, 'no need' as its own clause, a joke with a discourse word after
    ("none", "以後禁止 force push。唉不用了，當我沒講。"),
    ("none", "每次 PR 都要附測試報告。還是算了，太麻煩。"),
    ("none", "之後統一用 Prettier 排版。喔不，先不要好了。"),
    ("none", "以后所有接口都加鉴权。哈哈开玩笑的。"),
    ("none", "今後はすべてのPRにテストを付けること。やっぱりやめとく"),
    ("none", "앞으로 배포는 금요일 금지. 아 취소, 신경 쓰지 마"),
    ("none", "Отныне все PR с описанием. Хотя ладно, не надо."),
    ("none", "С сегодняшнего дня без кофе в коде. Шучу, конечно."),
    ("none", "من الآن وصاعداً ممنوع الدمج بدون اختبارات. انسَ ما قلته."),
    ("none", "بعد كده كل الكود بالـ TypeScript. لا لا خلاص مش مهم."),
    # permissions for a kind of change, act first and tell after; conditions; one-offs stay none
    ("suggest", "README 的修改你直接 push 就可以了。"),
    ("suggest", "依賴套件的 patch 版本你可以自己升，不用問。"),
    ("suggest", "小 bug 你可以先修再跟我說。"),
    ("suggest", "文档的 typo 你看到就直接改，不用提 PR。"),
    ("suggest", "テストコードの修正なら、私の確認なしでマージしていいです"),
    ("suggest", "오타 정도는 그냥 고쳐도 돼요"),
    ("suggest", "Мелкие правки в README можно вливать без ревью."),
    ("suggest", "Зависимости с патч-версией обновляй сам, меня не спрашивай."),
    ("suggest", "تقدر تصلّح الأخطاء الإملائية بدون ما ترجعلي."),
    ("suggest", "مسموح تدمج تحديثات التوثيق مباشرة."),
    ("suggest", "碰到資料庫 migration 的 PR，先標記我。"),
    ("suggest", "如果要刪資料表，先跟我確認。"),
    ("suggest", "本番に触るときは事前に連絡してください"),
    ("suggest", "운영 DB 건드릴 때는 먼저 알려 주세요"),
    ("suggest", "Прежде чем удалять ветку, убедись, что она смержена."),
    ("suggest", "لما تغيّر في الـ config، بلّغني."),
    ("none", "這次先不用寫測試。"),
    ("none", "今天可以直接推 main。"),
    ("none", "今回だけテストなしでマージしていいよ"),
    ("none", "이번만 리뷰 없이 머지해도 돼"),
    ("none", "Сегодня можно без ревью."),
    ("none", "هالمرة بس ادمج بدون مراجعة."),
    # traps built of this round's readings: translated, reported, asked, past, handed over, one-off
    ("none", "幫我把這段翻成英文：「每週五下午不要部署」"),
    ("none", "這句日文什麼意思：「毎朝9時にバックアップを取ること」"),
    ("none", "同事傳來的訊息：以後 PR 都要兩個人 review。你覺得合理嗎？"),
    ("none", "請幫我潤飾這段公告：即日起，所有程式碼須經審核方可合併。"),
    ("none", "小王說他們每週一都會整理上週的 bug。"),
    ("none", "我們以前每週一都要寫週報，現在不用了。"),
    ("none", "上週五部署的版本有問題嗎？"),
    ("none", "逢星期五都係 Peter 負責 release㗎？"),
    ("none", "你可以幫我看看這個 PR 嗎？"),
    ("none", "README 的修改我已經 push 了。"),
    ("none", "帮我把这条规则翻译成俄语：禁止在周末上线"),
    ("none", "这是别的团队的规范，帮我总结一下：提交信息必须用英文。"),
    ("none", "以前我们每天都跑一次全量测试，后来嫌慢就停了。"),
    ("none", "下面这段是客户的要求：每月一号发账单。帮我写个脚本。"),
    ("none", "このルールを英語に訳して：毎週金曜日はデプロイ禁止"),
    ("none", "先週のPR、まとめてもらえると助かります"),
    ("none", "田中さんは毎朝前日のログを見てるらしい"),
    ("none", "이 문장 영어로 번역해 줘: 매주 월요일마다 지난주 배포 내역을 정리한다"),
    ("none", "지난주 배포 내역 정리해 줄 수 있어?"),
    ("none", "민수는 금요일 오후에는 배포 안 한대"),
    ("none", "Переведи: «каждую пятницу присылай отчёт за прошлую неделю»."),
    ("none", "Вася говорит, что у них раз в неделю чистят ветки."),
    ("none", "Можешь собрать отчёт за прошлую неделю?"),
    ("none", "Раньше мы раз в месяц обновляли зависимости."),
    ("none", "Это правило из их вики: «Логи складывай в папку logs»."),
    ("none", "ترجم للإنجليزية: كل يوم أحد جهّز ملخص الأسبوع الماضي."),
    ("none", "أحمد يقول إنهم في رمضان ما ينشرون بعد المغرب."),
    ("none", "هل ممكن تجهز لي ملخص الأسبوع الماضي؟"),
    ("none", "كنا زمان ننشر كل خميس بعد الظهر."),
    ("none", "هذه رسالة من المدير، لخصها: «عادي تعدّلوا التوثيق بدون ما ترجعوا لي»."),
    ("none", "ترى أن الاختبارات غير ضرورية في هذا المشروع؟"),
    ("none", "اليوم بس حط الملفات في مجلد tmp عشان أشوفها."),
    ("none", "Сегодня положи отчёт в папку reports, я посмотрю."),
    ("none", "今天把日志放到 tmp 資料夾，我等一下看。"),
    ("none", "今日だけ tmp フォルダにログを置いといて"),
    # everyday Taiwan wordings: a team's thing against what it is not, a thing of the work and
    # 要 + an act, an embedded question under a verb of deciding
    ("suggest", "以後回我的時候先講結論。"),
    ("suggest", "變數名稱不要用縮寫，看不懂。"),
    ("suggest", "每次改完 API 都要更新 swagger 文件。"),
    ("suggest", "程式碼裡不要留 TODO 沒處理就合併。"),
    ("suggest", "commit 請用祈使句，例如 Add、Fix。"),
    ("suggest", "我們這邊預設分支是 main，不是 master。"),
    ("suggest", "如果有用到新的環境變數，要在 README 補上說明。"),
    ("suggest", "別在週末排程任何 migration。"),
    ("suggest", "週一到週五早上九點前不要發佈。"),
    ("suggest", "資料庫密碼一律從 vault 讀，不要寫死在程式裡。"),
    ("suggest", "測試要能在離線環境下跑。"),
    ("suggest", "前端元件一律放在 src/components 下面。"),
    ("suggest", "錯誤訊息要寫給使用者看得懂的中文。"),
    ("suggest", "沒有測試的 PR 不准合併。"),
    ("suggest", "你可以自己決定要不要拆 PR，不用問我。"),
    ("suggest", "第三方套件的版本要鎖死。"),
    ("suggest", "回覆我的時候用繁體中文，不要用簡體。"),
    ("suggest", "行寬上限 120。"),
    ("none", "這個函式幫我改成 async。"),
    ("none", "明天記得提醒我開會。"),
    ("none", "你覺得用 pnpm 好嗎？"),
    ("none", "剛剛那個 build 失敗了，幫我看一下。"),
    # everyday Arabic and Russian wordings: the team's verb with its pronoun dropped and a phrase
    # fronted, the secondary imperfective, 'before any …' with no comma, 'without review', an
    # impersonal preference of one thing over another, the team's thing named against another
    ("suggest", "اكتب أسماء المتغيرات بالإنجليزي دايماً."),
    ("suggest", "ما تستخدمش any في TypeScript."),
    ("suggest", "لازم كل PR يكون فيه وصف واضح."),
    ("suggest", "الردود تكون قصيرة ومباشرة."),
    ("suggest", "عندنا الفرع الرئيسي اسمه main مش master."),
    ("suggest", "قبل أي deploy شغّل الاختبارات كلها."),
    ("suggest", "لو في migration جديدة، خبّرني قبل ما تدمج."),
    ("suggest", "يُفضّل استخدام async/await بدل callbacks."),
    ("suggest", "ممنوع تحط مفاتيح API في الكود."),
    ("suggest", "تقدر تعدّل ملفات CSS بدون مراجعة."),
    ("suggest", "أي تغيير في الـ auth لازم أشوفه أنا أول."),
    ("suggest", "كل جمعة الصبح نظّف الفروع القديمة."),
    ("suggest", "خلّي الـ commits صغيرة، كل commit تغيير واحد."),
    ("suggest", "الله يخليك، لا تكتب تعليقات بالعامية في الكود."),
    ("suggest", "بلاش تعمل push على main مباشرة."),
    ("suggest", "Коммиты пиши в повелительном наклонении."),
    ("suggest", "В main напрямую не пушим."),
    ("suggest", "Всегда добавляй тесты к новым фичам."),
    ("suggest", "Никогда не логируй персональные данные."),
    ("suggest", "Перед мёржем ребейзь ветку на свежий main."),
    ("suggest", "Ответы пиши покороче, без воды."),
    ("suggest", "Для новых сервисов используем Go."),
    ("suggest", "Если тест флакает — помечай его и заводи тикет."),
    ("suggest", "Доку по API обновляй в том же PR."),
    ("suggest", "Ревью можно не ждать, если правка только в тестах."),
    ("suggest", "Переменные окружения описывай в .env.example."),
    ("suggest", "Пожалуйста, не используй var в JS."),
    ("suggest", "Миграции только через alembic, руками базу не трогать."),
    ("none", "Почему тесты опять упали?"),
    ("none", "Смержи, пожалуйста, этот PR."),
    ("none", "ليش فشل البناء؟"),
    ("none", "ادمج هذا الـ PR لو سمحت."),
    # everyday Japanese, Korean and Simplified Chinese wordings; a topic given its value as an
    # adverb in -게 ('답변은 짧게 해 줘'), not of one thing pointed at or of today
    ("suggest", "コミットメッセージは英語で書いてください"),
    ("suggest", "mainに直接pushしないでください"),
    ("suggest", "PRには必ずテストを付けて"),
    ("suggest", "変数名はキャメルケースで統一してね"),
    ("suggest", "本番デプロイは金曜日にはやらないでください"),
    ("suggest", "返事は短めでお願いします"),
    ("suggest", "ライブラリを追加するときは先に相談して"),
    ("suggest", "ドキュメントの修正は確認なしでマージしていいです"),
    ("suggest", "うちのチームではタブじゃなくてスペースを使ってます"),
    ("suggest", "ログにパスワードを出さないように"),
    ("none", "このPRレビューしてもらえる？"),
    ("none", "昨日のデプロイ、問題なかった？"),
    ("suggest", "커밋 메시지는 영어로 써 주세요"),
    ("suggest", "main 브랜치에 직접 푸시하지 마세요"),
    ("suggest", "PR에는 항상 테스트를 포함해 주세요"),
    ("suggest", "라이브러리 추가할 때는 먼저 물어봐 주세요"),
    ("suggest", "답변은 짧게 해 줘"),
    ("suggest", "우리 팀은 탭 대신 스페이스를 써요"),
    ("suggest", "문서 수정은 확인 없이 머지해도 돼요"),
    ("suggest", "금요일에는 운영 배포하지 마세요"),
    ("suggest", "로그에 개인정보 남기지 마"),
    ("none", "이 PR 리뷰해 줄 수 있어?"),
    ("none", "어제 배포 괜찮았어?"),
    ("suggest", "以后回答都用中文"),
    ("suggest", "提交之前先跑一遍单元测试"),
    ("suggest", "别往 main 上直接推代码"),
    ("suggest", "日志里不要打印用户手机号"),
    ("suggest", "依赖升级的小版本你可以直接合"),
    ("none", "这个 PR 帮我看一下"),
    ("none", "昨天的部署有问题吗"),
    ("none", "오늘은 일찍 가게 해 줘"),
    ("none", "이 파일은 짧게 해 줘"),
]


@pytest.mark.parametrize(("want", "text"), SIBLINGS)
def test_a_class_read_by_what_it_does_reads_its_siblings(want, text):
    assert reading(text) == want


def test_a_relative_period_keeps_its_words_in_the_stored_rule():
    """Masked from the questions only: "上週" stays in what the user reviews."""
    found = judge("每週五下午把上週的錯誤報表寄給我。")
    assert found.suggestion is not None and "上週" in found.suggestion.content


# Written in Simplified and in Traditional (or Cantonese as OpenCC's t2s writes it); each pair reads
# alike: every character the patterns use reads its Traditional forms (资, 决, 锁, 才/纔 were missing).
SCRIPTS = [
    ("资料库的 migration 要先在本机跑过才可以推。", "資料庫的 migration 要先在本機跑過纔可以推。"),
    ("你可以自己决定要不要拆 PR，不用问我。", "你可以自己決定要不要拆 PR，不用問我。"),
    ("第三方套件的版本要锁死。", "第三方套件的版本要鎖死。"),
    ("以后全部用 tab。头先𠮶句唔算。", "以後全部用 tab。頭先嗰句唔算。"),
]


@pytest.mark.parametrize(("simplified", "traditional"), SCRIPTS)
def test_a_chinese_sentence_reads_the_same_in_either_script(simplified, traditional):
    assert reading(simplified) == reading(traditional)
