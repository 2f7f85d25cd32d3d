"""The floor of a CLI command (issue 32): this interpreter opening the same database with the
same driver as Mindkeep (SQLAlchemy and sqlite3) and reading one row.

    python benchmarks/_floor_child.py sqlite:///PATH
"""

import sys

from sqlalchemy import create_engine, text

engine = create_engine(sys.argv[1])
with engine.connect() as conn:
    print(conn.execute(text("SELECT * FROM memory_entries LIMIT 1")).fetchone() is not None)
