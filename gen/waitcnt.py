"""Wait counts derived from the issue order, for templates whose waits are partial.

A gfx11 wave counts its outstanding memory operations per counter (vmcnt for vector memory loads,
lgkmcnt for LDS, SMEM and messages, vscnt for vector stores); `s_waitcnt lgkmcnt(N)` blocks until
at most N are outstanding. Operations of one kind complete in issue order on the counters these
templates use them with (LDS alone on lgkmcnt, loads alone on vmcnt), so "the operations tagged
X have completed" is "at most (operations issued after the last X) are outstanding".

A template keeps one InOrderCounter per counter, records every operation as it emits it
(`issue`) and asks for the count when it needs a result (`wait`): counts are never typed by hand,
so moving an instruction cannot leave a wait too lax (strict mode would report that) or too
strict (a wasted stall). Rendering order is program order within one straight-line body; a body
that can be entered from several places starts from the same outstanding list on every path
(`InOrderCounter(name, carried)`), which the template states once.
"""


class InOrderCounter:
    def __init__(self, name, carried=()):
        self.name = name
        self.ops = list(carried)   # tags of the outstanding operations, oldest first

    def issue(self, tag, n=1):
        """n operations tagged `tag` are issued (returns "" for use inside {{ }})."""
        self.ops += [tag] * n
        return ""

    def wait(self, *tags):
        """The N of `s_waitcnt <name>(N)` that makes every operation tagged one of `tags` (and
        everything issued before them) complete; they leave the outstanding list. None when none
        of them is outstanding any more (an earlier wait covered them: no wait is needed)."""
        last = max((i for i, t in enumerate(self.ops) if t in tags), default=None)
        if last is None:
            return None
        n = len(self.ops) - last - 1
        self.ops = self.ops[last + 1:]
        return n

    def drain(self):
        """N = 0: everything outstanding completes."""
        self.ops = []
        return 0

    def outstanding(self):
        return list(self.ops)
