"""The database itself: opened with its pragmas, migrated, held in units of work, guarded while
another program holds the write lock or replaces the file, told of other programs' writes, and
the whole-database commands (`db restore`, `db copy`)."""
