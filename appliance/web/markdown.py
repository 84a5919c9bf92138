"""Answers are Markdown written by a model: rendered here and sanitized before any browser sees them.

Raw HTML in the source is escaped (markdown-it `html=False`), then nh3 keeps only formatting
tags. Links and images are dropped to their text: the page never points anywhere off the box.
"""
import nh3
from markdown_it import MarkdownIt

_md = MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")
TAGS = {"p", "br", "strong", "em", "code", "pre", "ul", "ol", "li", "blockquote", "h3", "h4", "h5", "h6",
        "table", "thead", "tbody", "tr", "th", "td", "hr", "del"}


def render_markdown(text: str) -> str:
    # Model headings (#, ##) become h3+ so they sit under the page's own h1/h2.
    html = _md.render(text or "").replace("<h1>", "<h3>").replace("</h1>", "</h3>") \
        .replace("<h2>", "<h3>").replace("</h2>", "</h3>")
    return nh3.clean(html, tags=TAGS, attributes={}, url_schemes=set(), strip_comments=True)
