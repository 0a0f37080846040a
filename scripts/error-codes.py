#!/usr/bin/env python3
# Writes the table of the server's error codes into docs/server-api.md from the
# server's English catalogue (frontends/server/locales/en.ftl): run it after adding
# or changing an error message. A test of the server checks every code is listed.
import os
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import re
src=open('frontends/server/locales/en.ftl').read()
msgs=[]; cur=None; section=None
for line in src.split('\n'):
    if line.startswith('## '):
        section=line[3:]; cur=None; continue
    if line.startswith('#'): continue
    m=re.match(r'^([a-z][a-z0-9-]*) = ?(.*)$',line)
    if m:
        cur=[m.group(1),m.group(2),section]; msgs.append(cur); continue
    if cur is not None and (line.startswith(' ') or line.startswith('}')):
        cur[1]+='\n'+line
def render(t):
    def sel(m):
        opts=re.findall(r'\*?\[[a-z-]+\]\s*([^\n]*)',m.group(2))
        return '{' + ' / '.join(o.strip() for o in opts) + '}'
    t=re.sub(r'\{ \$([a-z_]+) ->(.*?)\n\}',sel,t,flags=re.S)
    t=' '.join(x.strip() for x in t.split('\n') if x.strip())
    t=re.sub(r'\{ \$([a-z_]+) \}',r'{\1}',t)
    return t.replace('|','\\|')
rows=[f"| `{i}` | {s} | {render(t)} |" for i,t,s in msgs if not i.startswith(('mail-','page-'))]
table='\n'.join(["| code | about | English |","|---|---|---|"]+rows)
doc=open('docs/server-api.md').read()
b='<!-- error codes: generated from frontends/server/locales/en.ftl by scripts/error-codes.py -->'
e='<!-- error codes: end -->'
if b in doc:
    pre=doc[:doc.index(b)+len(b)]; post=doc[doc.index(e):]
    doc=pre+'\n'+table+'\n'+post
    open('docs/server-api.md','w').write(doc)
else:
    print(table)
