"""Requests to act on the world or the box (publish, evacuate, change a setting): the box refuses
them (it never publishes), so telling an order from a question about one matters both ways:
"Any alerts in the last 6 hours?" orders nothing; "..., then post an evacuation alert" does.

Read on the simplified question (lower case, no accents). An order is an action verb opening the
question or one of its parts (after a sentence end, a comma, "and", "then"); "How do I reset the
squelch?" asks how, and is no order to the box.
"""
import re

VERBS = (r"publish|send(?! (?:me|us|it|them|that|over|through|back)\b)|post|broadcast|notify|alert|evacuate|order|issue|"
         r"change|set(?! up\b)|raise|lower|increase|decrease|delete|remove|erase|wipe|disable|enable|"
         r"(?:turn|switch) (?:[a-z']+ ){0,3}(?:off|on)|shut|stop|"
         r"reset|override|modify|edit|cancel|sound|dispatch|print|reveal|dump|leak|emit|"
         r"publie|envoie|evacue|supprime|modifie|desactive|augmente|emets|lance|"
         r"publica|envia|evacua|borra|elimina|cambia|desactiva|apaga|sube|emite|lanza|ordena|ordene|ordonne")
ORDER = re.compile(rf"(?:^|[.!?;:,]\s*|\b(?:and|then|et|y|puis|luego)\s+)[\W_]*(?:please\s+|can you\s+|could you\s+|go\s+|"
                   rf"now\s+|just\s+)?(?:{VERBS})\b")
# Verbs that ask the box to act wherever they stand ("Should we issue an evacuation order now?").
MENTIONS_ACTING = re.compile(r"\b(publish|publishing|send|sending|post|broadcast|notify|evacuate|evacuation order|issue|"
                             r"change|delete|erase|wipe|disable|turn off|switch off|shut|reset|override|reveal|ignore|forget|"
                             r"disregard|sound the|alert (?:the|all|every)|system prompt|publie|envoie|evacue|supprime|"
                             r"modifie|desactive|oublie|publica|envia|evacua|borra|elimina|cambia|desactiva|apaga|olvida|"
                             r"ignora|emite)\b")
HOW_TO = re.compile(r"^[\W_]*(how (?:do|can|should|would) (?:i|we|you)|how to|comment (?:je|on)|como (?:puedo|se))\b")


def asks_to_act(text: str) -> bool:
    """An order opens the question or one of its parts (and it is not a "how do I ..." question)."""
    return bool(ORDER.search(text)) and not HOW_TO.search(text)


def mentions_acting(text: str) -> bool:
    return bool(MENTIONS_ACTING.search(text)) and not HOW_TO.search(text)


def is_order(clause: str) -> bool:
    """A part that is itself an order: it asks the box nothing it could answer."""
    return bool(ORDER.match(clause.lower())) and not HOW_TO.search(clause.lower())
