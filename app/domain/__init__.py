"""Plain typed objects and the Memory rules. Standard library only."""
