"""Use cases over the storage layer. Each public call is one transaction; news follows commit."""
