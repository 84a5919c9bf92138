"""The one JSON parser for request bodies: flask's, behind a nesting-depth limit.

Python's json module recurses once per nesting level, so 100,000 `[` raise RecursionError, which
is not a ValueError and became a 500. Every route reads its body through `request.get_json()`,
which calls the app's JSON provider; installing this provider gives each of them the same limit,
and a body past it is a 400 like any other malformed JSON.
"""
from flask.json.provider import DefaultJSONProvider

from appliance.jsonsafe import MAX_DEPTH, nesting_depth


class DepthLimitedJSONProvider(DefaultJSONProvider):
    def loads(self, s, **kwargs):
        depth = nesting_depth(s)
        if depth > MAX_DEPTH:
            raise ValueError(f"JSON nested {depth} deep; at most {MAX_DEPTH} levels are accepted")
        return super().loads(s, **kwargs)
