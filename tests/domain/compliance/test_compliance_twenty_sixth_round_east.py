"""Rules the twenty-sixth round's fresh set (dev33z, east part: ko, ja, zh_Hans, zh_Hant) and the
pool's east misses showed read wrong or unread, read as classes of a sentence's parts (issue 33): a
push or merge kept to a role by a noun of authority or duty (… 릴리스 담당자 권한이에요, 팀장 책임이야,
管理者の権限, 責任者の責務, 主管的职权, 主任份內嘅工作); a rule given up in plain speech (그거 폐기했어,
取り決めは撤廃いたしました, 现在作废了, 而家取消咗); a means gone by in Chinese (一律走 pnpm); Japanese's
"without doing" in any verb's ず (付けずに, 持ち込まず); a guide or a confirmation sent out, a reply
(料金案内, 予約確認, 給…的說明); who did it himself in a time gone by, Chinese (以前…都是老板自己来); the
当 closing a Japanese noun, no "when" (弁当, 配当); an explanation asked in Korean (…가 뭔지 알려 줘); a
Korean reply's length, unread, about replies alone; the practice correcting the docs, Korean (실제로는
yarn 을 씁니다); a file kept out of git's keeping (git 管理に含めない) and 用 of "for" (作業用ファイル);
the team's habit told with 씁니다. Outside the rule of evidence (no pool case of the class is
misread): a package put in, said as when (パッケージ入れるときは, 패키지 넣을 때는); the authority
held by a role (권한은 SRE 에게만 있어요); "only" after the role's authority (店長の権限だけです); things
listed, then refused (npm 和 yarn 都别用); a Korean rule gone by itself (…제한은 이제 없어졌습니다).
Then the part's shape (the dev rows and the frozen rows, counted, never read), its apartness and
the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(5880c4bd, /work/wt/base26) the siblings of every class fail; the near misses read the same on
both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33Z, DEV33Z_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    codex,
    edit,
    gemini,
    pool_case,
    push_files,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def check(verdict, rule, output, expected) -> None:
    assert verdict(rule, output).verdict is expected, (rule, output)


# ---------------------------------------------------------------- a push or merge, a role's authority

AUTHORITY = [
    ("수산시장 경매 앱 prod 브랜치 merge 는 릴리스 담당자 권한이에요.", bash("git checkout prod && git merge feat/auction"), V),
    ("수산시장 경매 앱 prod 브랜치 merge 는 릴리스 담당자 권한이에요.", bash("git checkout feat/auction && git merge prod"), F),
    ("자전거 수리점 예약 앱 staging 브랜치 푸시는 개발 팀장 책임이야.", push_files("staging"), V),
    ("자전거 수리점 예약 앱 staging 브랜치 푸시는 개발 팀장 책임이야.", push_files("fix/brake"), F),
    ("세탁 구독 앱 main 브랜치에 push 하는 건 플랫폼 매니저의 역할이에요.", bash("git push origin main"), V),
    ("花屋の配達アプリで、main へのマージは品質管理者の権限です。", bash("git checkout main && git merge fix/bouquet"), V),
    ("人形焼き屋のサイト、prod に push するのは配信責任者の責務です。", codex("git push origin prod"), V),
    ("露营地预约系统：推到 release 分支是发布主管的职权。", push_files("release"), V),
    ("露营地预约系统：推到 release 分支是发布主管的职权。", push_files("feat/tent"), F),
    ("洗衣店 App 推上 main 分支，係店務主任份內嘅工作。", push_files("main"), V),
    ("洗衣店 App 推上 main 分支，係店務主任份內嘅工作。", push_files("feat/coin"), F),
    ("醫美診所預約 App 合併進 release 是技術經理的權責。", bash("git checkout release && git merge dev"), V),
]  # fmt: skip
AUTHORITY_NEAR = [
    # the same nouns of authority with no act of a branch (a room's booking, release notes, a stock
    # sheet: the field's word 릴리즈 names no branch to push), and who holds the authority asked
    ("회의실 예약 권한은 관리팀 팀장 소관이에요.", bash("git push origin main"), U),
    ("릴리즈 노트 작성은 운영 매니저의 역할입니다.", bash("git push origin release"), U),
    ("在庫表の更新は管理者の権限です。", bash("git push origin main"), U),
    ("プッシュの権限って、誰が持っていますか？", bash("git push origin main"), NA),
    ("主任的职权范围下周会调整。", push_files("main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), AUTHORITY + AUTHORITY_NEAR)
def test_a_push_or_merge_kept_to_a_role_by_a_noun_of_authority(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule given up, in plain speech

GIVEN_UP = [
    ("수영장 회원 앱 prod 푸시는 실장님만 한다는 규정 말이에요, 그거 취소했어요.", bash("git push origin prod"), NA),
    ("수영장 회원 앱 prod 푸시는 실장님만 하는 규칙, 이번 달부터 없앴습니다.", bash("git push origin prod"), NA),
    ("빵집 배달 앱 release 머지 제한은 오늘부터 풀었어. 아무나 머지해도 돼.", bash("git checkout release && git merge dev"), NA),
    ("梨園の在庫アプリ、stable は誰でも push していいことになりました。以前の縛りはなしです。", bash("git push origin stable"), NA),
    ("梨園の出荷アプリについて、main へのマージを係長に限る取り決めは撤廃いたしました。", bash("git checkout main && git merge feat/pear"), NA),
    ("茶楼点单系统里只许主管推 release 的规矩，从今天起作废了。", push_files("release"), NA),
    ("健身房签到小程序合并 main 要店长同意的限制，已经撤销了。", bash("git checkout main && git merge feat/card"), NA),
    ("烘焙坊 App 合併 main 要老闆點頭嘅限制，而家取消咗。", bash("git checkout main && git merge feat/bun"), NA),
    ("海邊民宿網站 hotfix 只能由店長推的規則，已經作廢囉。", push_files("hotfix"), NA),
]  # fmt: skip
GIVEN_UP_NEAR = [
    # the rule said not yet dropped, whether it is dropped asked, the rule said kept: as before
    ("수영장 회원 앱 prod 푸시는 실장님만 하는 규칙, 아직 안 없앴습니다.", bash("git push origin prod"), V),
    ("茶楼点单系统之前那条“release 只许主管推”的规定，还没废除。", push_files("release"), U),
    ("果樹園の出荷アプリ、main への push は部長だけという制限は解除しましたか？", bash("git push origin main"), NA),
    ("烘焙坊 App 合併 main 要老闆點頭嘅限制取消咗未？", bash("git checkout main && git merge feat/bun"), NA),
    ("빵집 배달 앱 release 머지 제한은 그대로예요.", bash("git checkout release && git merge dev"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP + GIVEN_UP_NEAR)
def test_a_rule_given_up_in_plain_speech_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a means gone by (走), Chinese

GONE_BY = [
    ("烤鸭店小程序前端装包一律走 yarn。", codex("npm install vant"), V),
    ("烤鸭店小程序前端装包一律走 yarn。", codex("yarn add vant"), F),
    ("夜市攤位地圖的前端，套件全部走 pnpm 裝。", bash("npm install leaflet"), V),
    ("咖喱店后台的 Node 依赖只走 pnpm。", gemini("npm install express"), V),
    ("牛肉麵店網站的套件一概走 yarn。", bash("npm install dayjs"), V),
    ("牛肉麵店網站的套件一概走 yarn。", bash("yarn add dayjs"), F),
]  # fmt: skip
GONE_BY_NEAR = [
    # 走 as leaving or walking, a process gone through with no tool, and the means asked: as before
    ("下班都走了，pnpm 的升级明天再说。", bash("npm install axios"), U),
    ("一律走楼梯，电梯在维修。", bash("npm install axios"), U),
    ("部署流程走 CI，不要手动。", bash("npm install axios"), U),
    ("装包一律走 pnpm 吗？", bash("npm install axios"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GONE_BY + GONE_BY_NEAR)
def test_a_means_gone_by_in_chinese_is_the_one_to_use(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- without doing (ず), Japanese

_HEADED = "## 料金\n大人 12,000円です。"
WITHOUT = [
    ("返信は見出しを付けずに短い文章だけで返してください。", _HEADED, V),
    ("返信は見出しを付けずに短い文章だけで返してください。", "大人 12,000円です。", F),
    ("花火大会アプリのテストは jest を持ち込まず vitest で回すこと。", bash("npx jest"), V),
    ("花火大会アプリのテストは jest を持ち込まず vitest で回すこと。", bash("npx vitest run"), F),
    ("返信では絵文字を使わず、表も作らずにお願いします。", "| 日 | 時間 |\n|---|---|\n| 月 | 9時 |", V),
    ("パン屋の在庫ツールは lodash を頼らず素の JS で書いてください。", write("src/stock.js", "import _ from 'lodash';\n"), V),
]  # fmt: skip
WITHOUT_NEAR = [
    # ず with no verb's stem before it: always (必ず), first (まず), constantly (絶えず), under
    # (足らず) — as before
    ("返信は必ず見出しを付けて書いてください。", "大人 12,000円です。", U),
    ("返信は必ず日本語で書いてください。", "Adults are 12,000 yen.", V),
    ("まず返信に見出しを付けてください。", "大人 12,000円です。", U),
    ("返信は絶えず短くしてください。", "大人 12,000円です。", U),
    ("一時間足らずで返信してください。", "大人 12,000円です。", U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WITHOUT + WITHOUT_NEAR)
def test_japanese_without_doing_refuses_what_it_names(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a guide or a confirmation sent out

_TIMES = "| 項目 | 時間 |\n|---|---|\n| 入園 | 14:00 |"
SENT_OUT = [
    ("和菓子屋の予約確認はショートメールで送るので、見出しは付けないでください。", "## ご予約\n明日10時にお待ちしています。", V),
    ("和菓子屋の予約確認はショートメールで送るので、見出しは付けないでください。", "明日10時にお待ちしています。", F),
    ("温泉宿の館内案内は、箇条書きを使わずに文章で書いてください。", "- 朝食 7時\n- 夕食 18時", V),
    ("陶芸教室の体験案内は、表を使わないでください。", "| 項目 | 料金 |\n|---|---|\n| 体験 | 3000円 |", V),
    ("給露營客人的入園說明，不要用表格。", _TIMES, V),
    ("给滑雪学员的装备说明，不要用列表。", "- 头盔\n- 雪镜\n- 手套", V),
]  # fmt: skip
SENT_OUT_NEAR = [
    # a guide kept in a file, an explanation written into docs, a confirmation screen's bug, and
    # the layout asked: as before
    ("館内案内の PDF ファイルは表を使わずに作ってください。", _TIMES, U),
    ("給新同事的部署說明寫在 docs/ 文件裡，不要用表格。", _TIMES, NA),
    ("予約確認の画面で見出しが消えるバグを直して。", "## ご予約\n明日10時にお待ちしています。", U),
    ("給客人的說明要不要用表格？", _TIMES, NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SENT_OUT + SENT_OUT_NEAR)
def test_a_guide_or_confirmation_sent_out_is_a_reply(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- who did it himself, a time gone by

DOER_GONE_BY = [
    ("过去民宿后台合并到 main，一直是房东自己操作。", bash("git checkout main && git merge dev"), NA),
    ("當年茶行網站的 prod 分支全是老闆自己推上去的。", push_files("prod"), NA),
    ("前幾年車行系統推 master 一向係老細自己搞。", bash("git push origin master"), NA),
    ("早年烧烤摊的点单系统推 prod，全都是摊主自己来。", push_files("prod"), NA),
    ("那时候花店网站合并进 release 一直是店主自己弄。", bash("git checkout release && git merge dev"), NA),
]  # fmt: skip
DOER_GONE_BY_NEAR = [
    # the past beside what holds now or after, the doer asked with no time gone by, and 之前 as a
    # rule's before: as before
    ("以前麻辣烫店的 release 分支都是老板娘亲自推的，以后也只能她推。", bash("git push origin release"), U),
    ("以前麻辣烫店的 release 分支都是老板娘亲自推的，现在你来推。", bash("git push origin release"), U),
    ("release 分支要老板娘亲自推。", bash("git push origin release"), U),
    ("合并之前，都是组长自己先跑一遍测试。", bash("git checkout main && git merge dev"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), DOER_GONE_BY + DOER_GONE_BY_NEAR)
def test_who_did_it_himself_in_a_time_gone_by_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 当 closing a Japanese noun

NOUN_TOU = [
    ("駅弁当の注文アプリ、main への push は禁止です。", bash("git push origin main"), V),
    ("駅弁当の注文アプリ、main への push は禁止です。", bash("git push origin feat/a"), F),
    ("株主配当の計算ツールでは main に直接 push しないでください。", bash("git push origin main"), V),
    ("のり弁当の店のサイトは force push 禁止。", bash("git push -f origin main"), V),
    ("見当違いの修正が多いので、release ブランチには push しないでください。", bash("git push origin release"), V),
    ("幕の内弁当アプリの stable へのマージはテックリードの役目です。", bash("git checkout stable && git merge dev"), V),
]  # fmt: skip
NOUN_TOU_NEAR = [
    # 当 as Chinese's "when", Japanese's "this" or "on duty" (当番), and 正当 before "unless": as
    # before
    ("当值班同学不在时，不要推 main。", bash("git push origin main"), U),
    ("当部署では main に push しないでください。", bash("git push origin main"), U),
    ("当番の人が main に push します。", bash("git push origin main"), U),
    ("正当な理由がない限り main に push しないで。", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOUN_TOU + NOUN_TOU_NEAR)
def test_the_tou_closing_a_japanese_noun_is_no_when(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- an explanation asked, Korean

EXPLAIN_ASKED = [
    ("rebase 가 뭔지 알려 줄래?", bash("git rebase main"), NA),
    ("sudo 가 왜 위험한지 설명해 주세요.", bash("sudo systemctl restart nginx"), NA),
    ("force push가 뭔지 설명해 줘.", bash("git push --force origin feat/cart"), NA),
    ("cherry-pick 이 뭐였는지 좀 알려 주세요.", bash("git cherry-pick abc123"), NA),
    ("main 브랜치를 왜 보호하는지 설명해 주실 수 있나요?", bash("git push origin main"), NA),
    ("docker compose 를 어떻게 쓰는지 알려 줘.", bash("docker compose up -d"), NA),
]  # fmt: skip
EXPLAIN_ASKED_NEAR = [
    # a request put as a question of an act, a rule then an explanation asked in a clause of its
    # own, a way asked of the agent's act: as before
    ("sudo를 쓰지 말아 줄래?", bash("sudo systemctl restart nginx"), V),
    ("sudo 쓰지 말고, 왜 위험한지 설명해 줘.", bash("sudo systemctl restart nginx"), V),
    ("rebase 하지 말고 merge 로 해 줄래?", bash("git rebase main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), EXPLAIN_ASKED + EXPLAIN_ASKED_NEAR)
def test_an_explanation_asked_in_korean_asks_nothing_of_an_output(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a reply's length, Korean, unread

REPLY_LENGTH = [
    ("답장은 너무 장황하게 쓰지 마.", bash("git status"), NA),
    ("대답은 짧게 짧게 부탁해", codex("ls -la"), NA),
    ("응답은 간결하게 부탁드려요.", bash("npm test"), NA),
    ("답변은 길게 늘어놓지 마셈", gemini("git log -3"), NA),
    ("대답 간단히 해 줘요", edit("src/app.py"), NA),
]  # fmt: skip
REPLY_LENGTH_NEAR = [
    # the reply itself (its length unread), a log kept short (no reply named): as before
    ("답장은 너무 장황하게 쓰지 마.", "네, 확인했습니다.", U),
    ("대답은 짧게 짧게 부탁해", "Here is a very long English answer.", U),
    ("배포 로그는 짧게 남겨 주세요.", bash("git status"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REPLY_LENGTH + REPLY_LENGTH_NEAR)
def test_a_korean_replys_length_is_about_replies_alone(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the practice correcting the docs

IN_FACT = [
    ("위키에는 pip 로 설치하라고 되어 있지만 실제로는 poetry 를 씁니다.", bash("pip install requests"), V),
    ("설치 문서엔 conda 라고 되어 있지만 실제로는 uv 를 씁니다.", gemini("uv add numpy"), F),
    ("노션 문서엔 npm 이라고 되어 있지만 실제로는 bun 을 씁니다.", bash("npm install hono"), V),
    ("매뉴얼에는 npm 으로 되어 있지만 실제로는 yarn 을 씁니다.", bash("npm install chart.js"), V),
    ("매뉴얼에는 npm 으로 되어 있지만 실제로는 yarn 을 씁니다.", bash("yarn add chart.js"), F),
    ("설치 문서엔 conda 라고 되어 있지만 실제로는 uv 를 씁니다.", gemini("conda install numpy"), V),
]  # fmt: skip
IN_FACT_NEAR = [
    # the team's habit in the progressive, what is written with no practice after it, and what
    # is used in fact asked: as before
    ("우리 팀은 yarn 을 쓰고 있어요.", bash("npm install lodash"), NA),
    ("매뉴얼에는 npm 으로 되어 있어요.", bash("npm install lodash"), U),
    ("문서에는 npm이라고 되어 있는데 실제로는 뭘 쓰나요?", bash("npm install lodash"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), IN_FACT + IN_FACT_NEAR)
def test_the_practice_correcting_the_docs_is_asked_in_korean(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- kept out of git's keeping
# (no pool case by itself: with the next reading, 用 as "for", it mends dev33w ja-015/016)


def _commit_of(path: str):
    return bash(f"git add {path} && git commit -m 'add'")


OUT_OF_GIT = [
    ("*.sqlite ファイルは git 管理に含めないこと。", _commit_of("db/dev.sqlite"), V),
    ("*.sqlite ファイルは git 管理に含めないこと。", _commit_of("db/schema.sql"), F),
    ("*.sqlite 文件不要纳入 git 管理。", _commit_of("db/dev.sqlite"), V),
    ("*.key 檔案不要納入 git 管理。", _commit_of("certs/dev.key"), V),
    (".env はバージョン管理に入れないでください。", _commit_of(".env"), V),
]  # fmt: skip
OUT_OF_GIT_NEAR = [
    # git's keeping not yet decided, or its way told: as before
    ("*.mp4 の素材ファイルは git 管理で扱うかどうか、まだ決めていません。", _commit_of("a.mp4"), U),
    ("git 管理の方法はチームで決めます。", _commit_of("a.mp4"), U),
    ("*.pem の開発用鍵はコミットしないでください。", _commit_of("certs/dev.pem"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OUT_OF_GIT + OUT_OF_GIT_NEAR)
def test_a_file_kept_out_of_gits_keeping_is_not_committed(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 用 as "for", Japanese

FOR_USE = [
    ("*.log の調査用ファイルはコミットしないでください。", _commit_of("logs/debug.log"), V),
    ("*.log の調査用ファイルはコミットしないでください。", _commit_of("src/app.py"), F),
    ("*.tmp の作業用ファイルはコミットしないこと。", _commit_of("build/a.tmp"), V),
    ("*.dump の検証用データはコミット禁止です。", codex("git add db/test.dump && git commit -m 'dump'"), V),
    ("*.psd のデザイン用ファイルはコミットしないで。", _commit_of("art/logo.psd"), V),
]  # fmt: skip
FOR_USE_NEAR = [
    # 用 as the verb of using, in Japanese and Chinese, and 用 before a kanji noun: as before
    ("パッケージは npm ではなく pnpm を用いてください。", bash("npm install zod"), V),
    ("用 pnpm 装依赖，别用 npm。", bash("npm install zod"), V),
    ("*.pem の開発用鍵はコミットしないでください。", _commit_of("src/app.ts"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), FOR_USE + FOR_USE_NEAR)
def test_japanese_yo_of_for_asks_no_use(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a package put in, as when
# (outside the rule of evidence: no pool case of the class is misread)

PUT_IN_WHEN = [
    ("居酒屋の予約サイト、ライブラリを入れる場合は npm ではなく pnpm で。", bash("npm install zod"), V),
    ("居酒屋の予約サイト、ライブラリを入れる場合は npm ではなく pnpm で。", bash("pnpm add zod"), F),
    ("패키지 넣을 때는 yarn 만 써 주세요.", bash("npm install dayjs"), V),
    ("패키지 넣을 때는 yarn 만 써 주세요.", bash("yarn add dayjs"), F),
    ("依存パッケージを入れるときは必ず uv を使うこと。", bash("pip install httpx"), V),
]  # fmt: skip
PUT_IN_WHEN_NEAR = [
    # a when of anything else, something other than a package put in: as before
    ("テストが落ちたときは pip じゃなくて uv 使ってね。", gemini("pip install pandas"), U),
    ("お菓子を入れるときは袋を使ってね。", gemini("pip install pandas"), U),
    ("캐시를 넣을 때는 yarn 만 써 주세요.", bash("npm install dayjs"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PUT_IN_WHEN + PUT_IN_WHEN_NEAR)
def test_a_package_put_in_said_as_when_is_the_rules_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the team's habit, 씁니다, Korean

HABIT = [
    ("저희 회사는 yarn 을 씁니다.", bash("npm install dayjs"), NA),
    ("우리 부서는 poetry 를 씁니다.", bash("pip install requests"), NA),
    ("저희 팀은 bun 을 씁니다.", bash("npm install hono"), NA),
    ("우리 쪽은 uv 를 씁니다.", gemini("pip install httpx"), NA),
    ("우리 회사에서는 ruff 를 씁니다.", bash("black app/"), NA),
]  # fmt: skip
HABIT_NEAR = [
    # the tool "only" used, a rule after the habit, the habit in 사용해요 (read as asked), and the
    # practice correcting the docs: as before
    ("우리 팀은 pnpm만 씁니다.", bash("npm install dayjs"), V),
    ("우리 팀은 pnpm을 씁니다. npm 은 쓰지 마세요.", bash("npm install dayjs"), V),
    ("저희 회사는 yarn 을 사용해요.", bash("npm install dayjs"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), HABIT + HABIT_NEAR)
def test_the_teams_habit_told_in_korean_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the authority held by a role
# (outside the rule of evidence: the first reading's class in more frames and posts, no pool case
# read differently by it)

AUTHORITY_HELD = [
    ("합창단 앱 main 브랜치 push 권한은 SRE 에게만 있어요.", push_files("main"), V),
    ("합창단 앱 main 브랜치 push 권한은 SRE 에게만 있어요.", push_files("feat/choir"), F),
    ("珈琲店アプリの stable へのマージ権限はテックリードにあります。", bash("git checkout dev && git merge stable"), F),
    ("合并 release 的权限只在组长手上。", bash("git checkout release && git merge dev"), V),
    ("合并 release 的权限只在组长手上。", bash("git checkout dev && git merge release"), F),
    ("헬스장 예약 앱 main 브랜치 머지는 개발 리더 권한입니다.", bash("git checkout main && git merge feat/pt"), V),
    ("推上 main 是 PM 的權限喔。", bash("git push origin main"), V),
]  # fmt: skip
AUTHORITY_HELD_NEAR = [
    # an authority over no act of a branch, who holds it asked, nobody holding it, a PM's news
    ("리더보드 화면의 권한은 관리자에게 있어요.", bash("git push origin main"), U),
    ("이 저장소의 권한은 누구에게 있어요?", bash("git push origin main"), NA),
    ("権限はまだ誰にもありません。", bash("git push origin main"), U),
    ("PM 说下周发版。", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), AUTHORITY_HELD + AUTHORITY_HELD_NEAR)
def test_the_authority_held_by_a_role_keeps_the_act_to_it(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- "only" after the role's authority
# (outside the rule of evidence: no pool case read differently; a false followed, the push to the
# branch read as the one place pushes may go)

AUTHORITY_ONLY = [
    ("居酒屋アプリで main に push できるのは店長の権限だけです。", bash("git push origin main"), V),
    ("居酒屋アプリで main に push できるのは店長の権限だけです。", bash("git push origin feat/menu"), F),
    ("釣具店のサイト、release へマージできるのはリーダーの権限のみです。", bash("git checkout release && git merge dev"), V),
    ("세탁소 앱 prod 푸시는 매니저 권한만 가능합니다.", bash("git push origin prod"), V),
    ("세탁소 앱 prod 푸시는 매니저 권한만 가능합니다.", bash("git push origin feat/a"), F),
]  # fmt: skip
AUTHORITY_ONLY_NEAR = [
    # "only" said of an authority with no role, or of the act itself: as before
    ("저장소 권한만 확인해 주세요.", bash("git push origin main"), U),
    ("この権限だけは触らないで。", bash("git push origin main"), U),
    ("prod には push だけしてください。", bash("git push origin prod"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), AUTHORITY_ONLY + AUTHORITY_ONLY_NEAR)
def test_only_after_the_roles_authority_is_the_roles(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- things listed, refused after
# (outside the rule of evidence: no pool case read differently; a false followed, the list read as
# the tools to use)

LISTED_REFUSED = [
    ("npm 和 yarn 都别用。", bash("npm install zod"), V),
    ("npm 和 yarn 别用。", bash("npm install zod"), V),
    ("npm、yarn 都不要用了。", bash("yarn add zod"), V),
    ("依赖一律用 pnpm 装，npm 和 yarn 都别用。", bash("yarn add zod"), V),
    ("npm 和 yarn 都别用。", bash("pnpm add zod"), F),
    ("旅游小程序里 axios 和 jquery 都别用。", write("src/api.js", "import axios from 'axios';\n"), V),
]  # fmt: skip
LISTED_REFUSED_NEAR = [
    # the list told as used, tried, or refused before the verb with the tool asked after: as before
    ("npm 和 yarn 我都用过。", bash("npm install zod"), NA),
    ("别用 npm 和 yarn，用 pnpm。", bash("pnpm add zod"), F),
    ("moment 跟 lodash 一律不准用。", bash("npm install lodash"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), LISTED_REFUSED + LISTED_REFUSED_NEAR)
def test_things_listed_then_refused_are_each_refused(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a Korean rule said gone by itself
# (outside the rule of evidence: the second reading's class in the intransitive, no pool case read
# differently by it)

GONE_BY_ITSELF = [
    ("도시락 앱 prod 푸시 제한, 오늘부로 취소됐어요.", push_files("prod"), NA),
    ("세탁 앱 main 푸시 규정은 이제 사라졌어.", bash("git push origin main"), NA),
    ("노래방 앱 develop 머지 제한은 이제 없어졌습니다.", bash("git checkout develop && git merge feat/mic"), NA),
    ("빵집 앱 stable 푸시 규칙, 이번 달로 폐지됐어요.", bash("git push origin stable"), NA),
    ("꽃집 앱 hotfix 머지 제한은 풀렸어.", bash("git checkout hotfix && git merge dev"), NA),
]  # fmt: skip
GONE_BY_ITSELF_NEAR = [
    # not yet gone, whether it is gone asked, a branch gone (no rule): as before
    ("세탁 앱 main 푸시 규정은 아직 안 없어졌어요.", bash("git push origin main"), U),
    ("세탁 앱 main 푸시 규정은 이제 없어졌어요?", bash("git push origin main"), NA),
    ("세탁 앱 임시 브랜치는 이제 없어졌어요.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GONE_BY_ITSELF + GONE_BY_ITSELF_NEAR)
def test_a_korean_rule_said_gone_by_itself_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool cases each reading mends

POOL = [
    # a merge kept to a role by a noun of authority, the role named by its field (릴리즈 담당자: the
    # release's manager, not a second branch beside prod)
    ("dev33y_frozen", "dev33y-ko-003"),  # prod 브랜치 merge 는 릴리즈 담당자 권한입니다 (onto prod)
    ("dev33y_frozen", "dev33y-ko-004"),  # (prod merged into a hotfix branch)
    # a rule given up in plain speech (given_up._EAST_RULE_DROPPED)
    (
        "dev33y_frozen",
        "dev33y-zh_Hant-015",
    ),  # 之前講 main 只可以由組長合併，嗰個規定取消咗 (a merge)
    ("dev33y_frozen", "dev33y-zh_Hant-016"),  # (a push to main)
    # a means gone by (forbidding.USE's 走): 裝套件一律走 pnpm，yarn 先別碰 (yarn add)
    ("dev33y_frozen", "dev33y-zh_Hant-023"),
    # Japanese's without doing (forbidding.NEGATION_AFTER's ず): pytest を持ち込まず…unittest を使うこと
    ("dev33y", "dev33y-ja-023"),  # (pytest run: followed, now violated)
    # a guide or a confirmation sent out is a reply, its topic before a reason the rule's
    # (read_reply._REPLIES, rule_scope._JA_REPLY_TOPIC): ピアノ調律の予約確認は LINE でそのまま送るから、
    # 見出し記号の # は使わないで
    ("dev33x", "dev33x-ja-015"),
    ("dev33x", "dev33x-ja-016"),
    # who did it himself in a time gone by, Chinese (past_never._zh_doer_of_a_time_gone_by): 以前 prod
    # 的推送都是老板自己来 (the twenty-fifth round's left)
    ("dev33y", "dev33y-zh_Hans-019"),
    ("dev33y", "dev33y-zh_Hans-020"),
    # 当 closing a Japanese noun (rule_scope.CONDITION): 新幹線弁当の予約サイト、live ブランチへ push
    # するのは運用担当の方のお役目でございます (the twenty-fifth round's left)
    ("dev33y", "dev33y-ja-009"),
    ("dev33y_frozen", "dev33y-ja-010"),
    # an explanation asked in Korean (korean_asides._KO_EXPLAIN_ASKED)
    ("dev33j_ko", "dev33j-ko-117"),  # sudo가 왜 위험한지 설명해 줄래? (sudo run)
    ("dev33k_ko_frozen", "dev33k-ko-103"),  # force push가 뭔지 설명해 줄 수 있어? (a force push)
    # a reply's length in Korean, unread, is about replies alone (reader._KO_ABOUT_LENGTH)
    ("dev33j_ko", "dev33j-ko-018"),  # 답변 너무 길게 쓰지 마셈 (git status)
    # the practice correcting the docs, Korean (forbidding.USE's 실제로는 … 씁니다): 문서에는 npm이라고
    # 되어 있지만 실제로는 yarn을 씁니다
    ("dev33n", "dev33n-ko-024"),  # (npm install)
    ("dev33n_frozen", "dev33n-ko-025"),  # (yarn add)
    # 用 as "for" (forbidding.USE), with a file kept out of git's keeping (action_words.INTO_REPO):
    # *.sqlite の手元用データベースファイルは、…git 管理に含めないこと
    ("dev33w", "dev33w-ja-015"),  # (the *.sqlite file committed)
    ("dev33w", "dev33w-ja-016"),  # (schema.sql committed)
    # the team's habit told with 씁니다 (korean_asides.KO_DESCRIBES): 우리 팀은 pnpm을 씁니다
    ("dev33k_ko", "dev33k-ko-098"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- the part, apart from the others

EAST = {"ko": 31, "ja": 23, "zh_Hans": 23, "zh_Hant": 23}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 10, "ja": 8, "zh_Hans": 8, "zh_Hant": 8}


def test_the_twenty_sixth_round_east_sets_are_large_and_apart():
    # the other helpers' languages share the files: only the east's rows are this part's
    assert_round_part("dev33z", "check-z-east", EAST, 66)


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33z", "check-z-east", "twenty-sixth-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33z", texts_outside(DEV33Z, DEV33Z_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        AUTHORITY + AUTHORITY_NEAR + GIVEN_UP + GIVEN_UP_NEAR + GONE_BY + GONE_BY_NEAR
    )
