"""Other agents on this computer (SPEC §10): their clients' and hook events' names (`names`),
what a hook reads, decides and answers in each client's words (`hooks`), the checker as a hook
asks it (`check`), and what `mindkeep connect` writes into each client's configuration
(`configs`). Nothing here is imported by the package: `mindkeep hook` loads only what it uses."""
