"""Other agents on this computer (SPEC §10): their clients' and hook events' names (`names`),
what a hook reads (`events`), what the user's rules decide (`rules`) and the answer in each
client's words (`answers`), the checker as a hook asks it (`check`), and what `mindkeep connect`
writes into each client's configuration (`configs`). Nothing here is imported by the package: `mindkeep hook` loads only what it uses."""
