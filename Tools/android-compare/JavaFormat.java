import java.io.*;
import java.util.*;
/// Reads lines "LOCALE<TAB>FORMAT<TAB>TYPES" (TYPES: d, f, b or s per argument,
/// comma-separated; \n, \t, \\ escaped) and prints "OK<TAB>TEXT" with
/// String.format(Locale, FORMAT, args) or "ERR<TAB>EXCEPTION", one line each.
public class JavaFormat {
  public static void main(String[] a) throws Exception {
    BufferedReader r = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    PrintStream out = new PrintStream(System.out, true, "UTF-8");
    String line;
    while ((line = r.readLine()) != null) {
      String[] p = line.split("\t", -1);
      Locale loc = Locale.forLanguageTag(p[0]);
      String fmt = p[1].replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\");
      List<Object> args = new ArrayList<>();
      if (!p[2].isEmpty()) for (String t : p[2].split(",")) {
        switch (t) { case "d": args.add(1234567L); break; case "f": args.add(0.125); break; case "b": args.add(true); break; default: args.add("A" + (args.size()+1)); }
      }
      try { out.println("OK\t" + String.format(loc, fmt, args.toArray()).replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")); }
      catch (Exception e) { out.println("ERR\t" + e.getClass().getSimpleName()); }
    }
  }
}
