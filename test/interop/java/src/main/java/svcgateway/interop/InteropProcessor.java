package svcgateway.interop;

import edu.umn.nlpie.mtap.common.JsonObject;
import edu.umn.nlpie.mtap.common.JsonObjectBuilder;
import edu.umn.nlpie.mtap.model.Document;
import edu.umn.nlpie.mtap.model.GenericLabel;
import edu.umn.nlpie.mtap.model.Labeler;
import edu.umn.nlpie.mtap.processing.DocumentProcessor;
import edu.umn.nlpie.mtap.processing.Processor;
import edu.umn.nlpie.mtap.processing.ProcessorServer;
import io.grpc.Context;
import io.grpc.Deadline;
import java.util.concurrent.TimeUnit;
import org.kohsuke.args4j.CmdLineParser;

/**
 * {@code java-fixture}, a document processor as an MTAP user writes one with the Java SDK. It
 * reads its document through MTAP's events client and labels the words (index
 * {@code java_words}). Its params choose what a test needs:
 * <ul>
 *   <li>{@code sleep_ms}: waits first; if the call is cancelled meanwhile (its deadline passed),
 *   prints "HANDLER_ENDED &lt;event&gt; cancelled" and stops there;</li>
 *   <li>{@code fail}: raises, which MTAP answers as UNKNOWN with its error details;</li>
 *   <li>{@code echo}: answered back in the result (large messages both ways).</li>
 * </ul>
 * The result holds {@code deadline_seconds}, the time left on the call's deadline as received.
 * The SDK counts offsets in UTF-16 code units, so the tests give it text where they equal code points.
 */
@Processor("java-fixture")
public class InteropProcessor extends DocumentProcessor {
  private static final long SLEEP_STEP_MS = 10;

  /** Hosts the processor with MTAP's own server and command-line options. */
  static void serve(String[] args) throws Exception {
    ProcessorServer.Builder options = new ProcessorServer.Builder();
    new CmdLineParser(options).parseArgument(args);
    ProcessorServer server = options.build(new InteropProcessor());
    server.start();
    System.out.println("READY " + server.getPort());
    System.out.flush();
    server.blockUntilShutdown();
  }

  @Override
  protected void process(Document document, JsonObject params, JsonObjectBuilder<?, ?> result) {
    Deadline deadline = Context.current().getDeadline();
    if (deadline != null) {
      result.setProperty("deadline_seconds", deadline.timeRemaining(TimeUnit.MILLISECONDS) / 1000.0);
    }
    Double sleepMs = params.getNumberValue("sleep_ms");
    if (sleepMs != null && !sleepUnlessCancelled(sleepMs.longValue())) {
      System.out.println("HANDLER_ENDED " + document.getEvent().getEventID() + " cancelled");
      System.out.flush();
      throw new IllegalStateException("the call was cancelled while the processor waited");
    }
    if (Boolean.TRUE.equals(params.getBooleanValue("fail"))) {
      throw new IllegalStateException("failure asked for by the test");
    }
    String echo = params.getStringValue("echo");
    if (echo != null) {
      result.setProperty("echo", echo);
    }
    String text = document.getText();
    result.setProperty("words", labelWords(document, text));
    result.setProperty("chars", text.length());
  }

  private static int labelWords(Document document, String text) {
    int count = 0;
    try (Labeler<GenericLabel> labeler = document.getLabeler("java_words")) {
      int start = -1;
      for (int i = 0; i <= text.length(); i++) {
        boolean space = i == text.length() || Character.isWhitespace(text.charAt(i));
        if (!space && start < 0) {
          start = i;
        } else if (space && start >= 0) {
          labeler.add(GenericLabel.withSpan(start, i).setProperty("length", i - start));
          count++;
          start = -1;
        }
      }
    }
    return count;
  }

  /** Waits, checking the call's context; false when it was cancelled first. */
  private static boolean sleepUnlessCancelled(long ms) {
    Context context = Context.current();
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
    while (System.nanoTime() < end) {
      if (context.isCancelled()) {
        return false;
      }
      try {
        Thread.sleep(SLEEP_STEP_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return !context.isCancelled();
  }
}
