"""The orchestrator: holds the conversation, routes between stateless agents, records the audit."""
