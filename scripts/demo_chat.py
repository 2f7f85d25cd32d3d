"""Add a short conversation in one UI language to the demo data of scripts/demo_data.sh, for the
chat screenshots: a "Remember …" saved at once, a rule the offline assistant suggests, and a
Markdown reply that used Memory.

    python scripts/demo_chat.py DIR SESSION LOCALE
"""

from __future__ import annotations

import sys

from app.bootstrap import build_core, make_runner
from app.i18n import set_language

TURNS = {
    "en": (
        "Remember that the staging server is called bluebird.",
        "From now on, run the linter before every commit.",
    ),
    "zh_Hans": ("记住预发布服务器叫 bluebird。", "以后每次提交前都先跑 lint。"),
    "ar": ("تذكر أن خادم الاختبار اسمه bluebird.", "من الآن فصاعدا، شغّل أداة الفحص قبل كل إيداع."),
}
REPLY = {
    "en": "Here is what I would cut, given the Friday deploys:\n\n1. **Beta importer**: not in 2.4 anyway.\n"
    "2. The *settings redesign*: it needs another review.\n\nCheck it on staging first:\n\n"
    "```sh\nssh bluebird 'make smoke'\n```\n\nSee the [release checklist](https://example.org/release).",
    "zh_Hans": "考虑到周五部署，我建议砍掉：\n\n1. **Beta 导入器**：反正不在 2.4 里。\n2. *设置页改版*：还需要再评审一次。\n\n"
    "先在预发布环境检查：\n\n```sh\nssh bluebird 'make smoke'\n```\n\n参见[发布清单](https://example.org/release)。",
    "ar": "بما أن النشر يوم الجمعة، هذا ما أقترح حذفه:\n\n1. **المستورد التجريبي**: ليس في 2.4 على أي حال.\n"
    "2. *إعادة تصميم الإعدادات*: تحتاج إلى مراجعة أخرى.\n\nتحقق منه على خادم الاختبار أولًا:\n\n"
    "```sh\nssh bluebird 'make smoke'\n```\n\nراجع [قائمة الإصدار](https://example.org/release).",
}


def main(folder: str, session: str, locale: str) -> None:
    core = build_core(data_dir=folder)
    try:
        set_language(locale)
        session_id = int(session)
        block = core.memory.memory_block(session_id)
        core.chat.add_message(
            session_id, source="agent", text=REPLY.get(locale, REPLY["en"]), memory_used=block.used
        )
        runner = make_runner(core)
        for text in TURNS.get(locale, TURNS["en"]):
            runner.run_turn(session_id, text)
    finally:
        core.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
