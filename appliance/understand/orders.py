"""Requests to act on the world or the box (publish, evacuate, change a setting): the box refuses
them (it never publishes), so telling an order from a question about one matters both ways:
"Any alerts in the last 6 hours?" orders nothing; "..., then post an evacuation alert" does.

Read on the simplified question (lower case, no accents). An order is an action verb opening the
question or one of its parts (after a sentence end, a comma, "and", "then"); "How do I reset the
squelch?" asks how, and is no order to the box.
"""
import re

VERBS = (r"proceed|relay (?:to|this|that|it)|(?:orders?|asks?|wants?|needs?|told|tells|instructs?) you to (?:raise|set|change|send|publish|broadcast|post|alert|"
         r"notify|evacuate|issue|transmit|relay|e-?mail|forward|update|mark)|transmit|e-?mail|"
         r"let (?:the |all )?(?:[a-z']+ ){0,3}know\b|request (?:an? |the |more )?(?:air ?tankers?|tankers?|air support|resources|"
         r"engines?|crews?|aircraft|helicopters?|dozers?)|"
         r"send (?:[a-z0-9']+ ){1,3}to (?:engine|crew|unit|dispatch|command|the|all|every|ic|chief|[a-z]+ \d)|bump|"
         r"log (?:it|that|this)|publish|send(?! (?:me|us|over|through|back)\b)(?! (?:it|them|that|this)\b(?! to (?:the|all|every|everyone|dispatch|command|ic)\b))|post|broadcast|notify|alert|evacuate|order|issue|"
         r"change|set(?! up\b)|raise|lower|increase|decrease|delete|remove|erase|wipe|disable|enable|"
         r"(?:turn|switch) (?:[a-z']+ ){0,3}(?:off|on)|shut|stop|"
         r"reset|override|modify|edit|cancel|sound|print|"
         # "dispatch two engines" orders; "Dispatch asked for the rating" names who asked
         r"dispatch(?!\s*[:,])(?! (?:asked|asks|wants|wanted|says|said|is|was|has|had|needs|called|requested|requests|requesting|"
         r"to|here|for|copies|copy|reports|relaying|just|center|centre)\b)|"
         # a relayed order ("tell dispatch to send two engines"), a record changed ("mark it as a false alarm")
         r"(?:tell|ask|have|get) (?:[a-z0-9']+ ){1,3}to (?:send|publish|post|dispatch|alert|notify|evacuate|order|issue|move|call|"
         r"go|proceed|pull|hold|start|stop|stand|head|drop|attack|begin|light|burn|back off|retreat)|"
         r"(?:text|send|radio|message|email|forward|push|post|relay) (?:it|that|this|them|these) (?:to|out to|over to)|"
         r"put (?:it|that|this) (?:on|out on|in|out over) (?:the )?(?:alerts?|channel|radio|net|feed|board)|"
         # a statement made for the box to the public or the crews ("tell the public the fire is contained")
         r"(?:tell|inform|warn|let) (?:the )?(?:public|residents|media|press|everyone|everybody|all crews|the crews|every crew|all units|every unit|"
         r"the ic|all|dispatch)\b|announce|declare|"
         r"push (?:[a-z']+ ){0,4}(?:to|out)\b|mark (?:[a-z']+ ){0,4}as|clear (?:it|the|that|this|all)|dismiss|acknowledge|silence|mute|reveal|dump|leak|emit|"
         # a message sent for the crew ("text the IC that we're pulling out", "radio all units")
         r"(?:text|message|radio|page|email|e-mail|sms|tweet)(?= (?:the|all|every|everyone|everybody|my|our|dispatch|command|ic)\b)|"
         r"publie|envoie|evacue|supprime|modifie|desactive|augmente|emets|lance|previens|prevenir|avertis|"
         r"publiez|envoyez|evacuez|supprimez|modifiez|desactivez|lancez|diffusez|prevenez|alertez|declenchez|declenche|"
         r"manda|mande|manden|avisa|avise|avisen|envie|envien|alerta(?= a )|publiquen|evacuen|lancen|"
         r"publica|envia|evacua|borra|elimina|cambia|desactiva|apaga|sube|emite|lanza|ordena|ordene|ordonne|"
         r"publicala|publicalo|publicalas|mandala|mandalo|mandale|mandales|envialo|enviala|envialos|enviale|"
         r"coupe|coupez|arrete|arretez|eteins|eteignez|"
         r"pasala|pasalo|pasalos|pasale|pasales|pasasela|pasaselo|pasaselas|reenvia|reenvialo|reenviala|reenviale|comunicale|comunicalo|"
         # Arabic imperatives (hamza folded), with the "and" Arabic glues to them: "وأرسل الإحداثيات"
         r"و?(?:ارسل|ارسلو|ارسلي|ابعث|ابعثو|ابعثي|صيفط|صيفطو|صيفطي|بلغ|بلغو|اعلم|اعلمو|نبه|نبهو|خبر|خبرو|انشر|انشرو|احذف|امسح|اطلق)")
# Parts of a question: split at punctuation and at "and / then"; a part that opens with an action verb
# is an order. Split and stripped in linear time: a 20,000-character run of ", , ," costs nothing.
BOUNDARY = re.compile(r"[.!?;:,؟،]|\b(?:and|then|et|y|puis|luego)\b")
LEAD = re.compile(r"^[\W_]+")
ORDER_START = re.compile(rf"(?:(?:ok|okay|if so|if yes|if there is|please|can you|could you|would you|go|now|just|also|"
                         rf"while you'?re at it|while you are at it|rgr|roger|copy|pouvez-vous|peux-tu|pourriez-vous|puedes|podrias|"
                         rf"podria|por favor|s'il vous plait)\s+)*(?:{VERBS})\b")
# "Can you send alerts?", "Tu peux envoyer des alertes ?": what the box can do, no order (no message, no one to send it to).
ABILITY = re.compile(r"^\W*(?:can|could|do|does) (?:you|the box|this box|it) (?:send|publish|post|push|issue|broadcast|text|email) "
                     r"(?:alerts|messages|notifications|texts|warnings|emails|sms|orders)\W*$|"
                     r"^\W*(?:tu peux|vous pouvez|peux-tu|pouvez-vous|est-ce que tu peux) (?:envoyer|publier|diffuser|lancer) des "
                     r"(?:alertes|messages|notifications)\W*$|^\W*(?:puedes|puede|sabes) (?:enviar|mandar|publicar|lanzar) "
                     r"(?:alertas|mensajes|avisos)\W*$")
# An order put in the passive ("Command wants that comparison broadcast to all units").
PASSIVE_ORDER = re.compile(r"\b(?:broadcast|sent|published|posted|relayed|transmitted|e-?mailed|forwarded) (?:out )?to (?:all|every|the)\b|"
                           r"\b(?:orders?|asks?|wants?|needs?|told|tells|instructs?) you to (?:raise|set|change|send|publish|broadcast|"
                           r"post|alert|notify|evacuate|issue|transmit|relay|e-?mail|forward|update|mark)\b")
# A speaker named before the request ("Dispatch: summary for both stations"): no order.
SPEAKER = re.compile(r"^\W*(?:dispatch|command|ic|box|weather box|dispatch to (?:weather )?box)\W*$")
# Verbs that ask the box to act wherever they stand ("Should we issue an evacuation order now?").
MENTIONS_ACTING = re.compile(r"\b(publish|publishing|send|sending|post|broadcast|notify|evacuate|evacuation order|issue|"
                             r"change|delete|erase|wipe|disable|turn off|switch off|shut|reset|override|reveal|ignore|forget|"
                             r"disregard|sound the|alert (?:the|all|every)|system prompt|publie|envoie|evacue|supprime|"
                             r"modifie|desactive|oublie|publica|envia|evacua|borra|elimina|cambia|desactiva|apaga|olvida|"
                             r"ignora|emite|lancez|envoyez|manda|mande|avisa|avise|text the|radio all|message all|push|previens|avertis)\b")
HOW_TO = re.compile(r"^[\W_]*(how (?:do|can|should|would) (?:i|we|you)|how to|comment (?:je|on)|como (?:puedo|se))\b")


def _orders(text: str) -> list[bool]:
    """For each part of the question, whether it opens with an order."""
    return [bool(ORDER_START.match(LEAD.sub("", part))) and not SPEAKER.match(part) for part in BOUNDARY.split(text)]


def asks_to_act(text: str) -> bool:
    """An order opens the question or one of its parts (and it is not a "how do I ..." question)."""
    return (any(_orders(text)) or bool(PASSIVE_ORDER.search(text))) and not HOW_TO.search(text) and not ABILITY.search(text)


def asks_ability(text: str) -> bool:
    return bool(ABILITY.search(text))


def order_after_first_part(text: str) -> bool:
    """"What's the FWI? If it's high, post an alert": the order follows a part of its own."""
    return any(_orders(text)[1:])


ACK = re.compile(r"^(ok|okay|great|good|thanks|thank you|cheers|perfect|right|alright|copy|roger|rgr|copy that|fine|merci|"
                 r"parfait|bien|vale|gracias|perfecto|bueno)$")


def only_orders(text: str) -> bool:
    """Every part of it is an order ("mark the detection as a false alarm and clear it"): nothing to answer."""
    parts = [bool(ORDER_START.match(LEAD.sub("", part))) for part in BOUNDARY.split(text)
             if part.strip(" .,;:!?") and not ACK.match(part.strip(" .,;:!?"))]
    return bool(parts) and all(parts)


def mentions_acting(text: str) -> bool:
    return bool(MENTIONS_ACTING.search(text)) and not HOW_TO.search(text)


def is_order(clause: str) -> bool:
    """A part that is itself an order: it asks the box nothing it could answer."""
    text = clause.lower()
    return bool(ORDER_START.match(LEAD.sub("", text))) and not HOW_TO.search(text)
