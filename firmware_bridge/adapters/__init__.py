"""Device adapters: each turns what one kind of device speaks into messages on the outbox."""
