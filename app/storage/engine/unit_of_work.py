"""The unit of work the services hold and the repositories write on: one transaction on one
Core connection (`Database.read()` and `Database.write()` open it)."""

from __future__ import annotations

from sqlalchemy.engine import Connection


class UnitOfWork:
    """What services receive inside a unit of work and hand to `repo` (they never touch
    SQLAlchemy themselves): one transaction on one Core connection, and a place for what
    the unit noted (the changes PostgreSQL announces). No ORM Session: the repository
    speaks Core, and a Session cost ~0.1 ms of bookkeeping per unit, several times a turn."""

    __slots__ = ("connection", "info", "memo")

    def __init__(self, connection: Connection):
        self.connection = connection
        self.info: dict = {}
        # What the repositories read once in this unit and keep for its other reads (they
        # forget it when they write it, and a savepoint undone forgets all of it).
        self.memo: dict = {}

    def execute(self, statement, parameters=None):
        return self.connection.execute(statement, parameters)

    def scalar(self, statement, parameters=None):
        return self.connection.scalar(statement, parameters)

    def begin_nested(self):
        """A savepoint: `with unit.begin_nested():` undoes only its block when it raises (what
        the unit kept of its reads is forgotten, as it may have been written in the block)."""
        self.memo.clear()
        return self.connection.begin_nested()
