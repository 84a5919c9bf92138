"""Requests to act on the world or the box (publish, evacuate, change a setting): the box refuses
them (it never publishes), so telling an order from a question about one matters both ways:
"Any alerts in the last 6 hours?" orders nothing; "..., then post an evacuation alert" does.

Read on the simplified question (lower case, no accents). An order is an action verb opening the
question or one of its parts (after a sentence end, a comma, "and", "then"); "How do I reset the
squelch?" asks how, and is no order to the box.
"""
import json
import re
from pathlib import Path

DATA = json.loads((Path(__file__).with_name("data") / "orders.json").read_text(encoding="utf-8"))
VERBS = "|".join(DATA["verbs"])
# Parts of a question: split at punctuation (Arabic's too, and a typed "+" or "&") and at "and / then"; a part that opens with an action verb
# is an order. Split and stripped in linear time: a 20,000-character run of ", , ," costs nothing.
# Arabic glues "and" to the verb ("... وقول للدرون يطلع"): a waw after a space opens a part too; "ثم" (then) and Darija's
# "w" (and, in Latin letters) open one as well, and so does a waw standing alone ("الحرارة في بجاية و بلّغ الوالي"); a dash
# (or a typed hyphen) before a linking word parts a question ("the danger class at bejaia — also dispatch engine 4 up
# there", "whats the wind at bejaia - also text it to the IC"); a dash alone
# is often a label ("RH at SBA – lower than yesterday?").
# French "on y envoie", "vous y allez", "il y a", "j'y vais": that "y" is no Spanish "and".
BOUNDARY = re.compile(r"[.!?;:,؟،+&]|\s[-—–]\s(?=(?:also|and|then|pls|please|plus|ensuite|aussi|y|et|و)\b)|\b(?:and|then|et|(?<!\bon )(?<!\bil )(?<!\bils )(?<!\belle )(?<!\belles )(?<!\bnous )(?<!\bvous )(?<!')y|puis|luego|w|ثم)\b|(?<=\s)و(?=\S)|(?<=\s)و(?=\s)")
LEAD = re.compile(r"^[\W_]+")
ORDER_START = re.compile(rf"(?:(?:{'|'.join(DATA['before_a_verb'])})\s+)*(?:{VERBS})\b")
# "Can you send alerts?", "Tu peux envoyer des alertes ?": what the box can do, no order (no message, no one to send it to).
ABILITY = re.compile(r"^\W*(?:can|could|do|does) (?:you|the box|this box|it) (?:send|publish|post|push|issue|broadcast|text|email) "
                     r"(?:alerts|messages|notifications|texts|warnings|emails|sms|orders)(?: by (?:text|sms)| via sms)?\W*$|"
                     r"^\W*(?:tu peux|vous pouvez|peux-tu|pouvez-vous|est-ce que tu peux) (?:envoyer|publier|diffuser|lancer) des "
                     r"(?:alertes|messages|notifications)(?: sms| par sms| texto| par texto)?\W*$|^\W*(?:puedes|puede|sabes) (?:enviar|mandar|publicar|lanzar) "
                     r"(?:alertas|mensajes|avisos)(?: sms| por sms| por texto)?\W*$")
# An order put in the passive ("Command wants that comparison broadcast to all units").
PASSIVE_ORDER = re.compile(r"\b(?:broadcast|sent|published|posted|relayed|transmitted|e-?mailed|forwarded) (?:out )?to (?:all|every|the)\b|"
                           r"\b(?:orders?|asks?|wants?|needs?|told|tells|instructs?) you to (?:raise|set|change|send|publish|broadcast|"
                           r"post|alert|notify|evacuate|issue|transmit|relay|e-?mail|forward|update|mark)\b")
# A speaker named before the request ("Dispatch: summary for both stations"): no order.
SPEAKER = re.compile(r"^\W*(?:dispatch|command|ic|box|weather box|dispatch to (?:weather )?box)\W*$")
HOW_TO = re.compile(r"^[\W_]*(how (?:do|can|should|would) (?:i|we|you)|how to|comment (?:je|on)|como (?:puedo|se))\b")


def _orders(text: str) -> list[bool]:
    """For each part of the question, whether it opens with an order."""
    return [bool(ORDER_START.match(LEAD.sub("", part))) and not SPEAKER.match(part) for part in BOUNDARY.split(text)]


def asks_to_act(text: str) -> bool:
    """An order opens the question or one of its parts (and it is not a "how do I ..." question)."""
    return (any(_orders(text)) or bool(PASSIVE_ORDER.search(text))) and not HOW_TO.search(text) and not ABILITY.search(text)


def asks_ability(text: str) -> bool:
    return bool(ABILITY.search(text))


def is_order(clause: str) -> bool:
    """A part that is itself an order: it asks the box nothing it could answer."""
    text = clause.lower()
    return bool(ORDER_START.match(LEAD.sub("", text))) and not HOW_TO.search(text)
